import { ApiError } from '../api/api-error';
import type { LoadedSchemas } from '../schema-store/loaded-schemas';
import { fetchReader, loadSchemas, schemasFromBundle, type SchemaBundle, type SchemaValidator } from '../schema-store/load-schemas';
import { platformRoutes as routes } from '../api/platform-routes';
import type { RouteCallOptions } from '../api/client';
import type { SessionStore } from '../session/session-store';
import { bootCall, type BootCalls, type RouteCaller } from './boot-calls';
import type { EnvConfig } from './env';

/** What loading the schemas needs of the runtime (runtime.ts builds on this file, not the other way round). */
export interface SchemaLoadingContext {
  env: Pick<EnvConfig, 'apiBaseUrl' | 'schemasUrl'>;
  api: RouteCaller;
  session: Pick<SessionStore, 'get'>;
  bootCalls?: BootCalls;
}

/** How the bundle is asked for: its failure falls back to reading the files, so it shows no error. */
export const SCHEMAS_BUNDLE_CALL: RouteCallOptions<typeof routes.Schemas.bundle> = { silent: true };

/**
 * The bundle call of a page load: on a page's address (not the dashboard, not sign-in) only that
 * page's part (the server answers the whole bundle when no grid serves the page).
 */
export function firstBundleCall(pathname: string): RouteCallOptions<typeof routes.Schemas.bundle> {
  const page = pathname.replace(/^\/+|\/+$/g, '');
  const named = page !== '' && /^[A-Za-z0-9_/-]{1,200}$/.test(page) && !/^login(-internal)?$/.test(page);
  return named ? { ...SCHEMAS_BUNDLE_CALL, query: { page } } : SCHEMAS_BUNDLE_CALL;
}

/** True when the schemas are the ones the API's own server serves at /schemas/ (the default set-up). */
export function schemasServedByApi(env: { apiBaseUrl: string; schemasUrl: string }, here: string): boolean {
  const api = new URL(env.apiBaseUrl || '/', here);
  return new URL(env.schemasUrl, here).href === new URL('/schemas/', api).href;
}

/**
 * The schemas for this session. When the API's server serves them, one call answers every file with
 * the server's validation (Schemas.bundle), so the first screen needs neither sixty
 * requests nor ajv in the browser. Schemas from any other host (a static folder) are read file by
 * file and validated here, as is done when the server has no bundle call.
 */
export async function loadConsoleSchemas(runtime: SchemaLoadingContext, validate?: SchemaValidator): Promise<LoadedSchemas> {
  if (schemasServedByApi(runtime.env, window.location.href)) {
    try {
      const bundle = await bootCall(runtime.bootCalls, runtime.session.get().token, runtime.api, routes.Schemas.bundle, SCHEMAS_BUNDLE_CALL);
      // The route table does not describe the schema files field by field; core's loader does.
      return schemasFromBundle(bundle as SchemaBundle);
    } catch (error) {
      // Signed out meanwhile: nothing else will work either.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
    }
  }
  return loadSchemas(fetchReader(runtime.env.schemasUrl), validate);
}
