import { schemasFromBundle, type SchemaBundle } from '../schema-store/load-schemas';
import { platformRoutes as routes } from '../api/platform-routes';
import { SCHEMAS_BUNDLE_CALL } from './load-console-schemas';
import type { CockpitRuntime } from './runtime';

/**
 * A screen of the unit was changed in the studio: the schemas are read again (the bundle's ETag
 * makes an unchanged answer a 304), so the next navigation shows the new version; a user on that
 * screen is told, and keeps the page as it is until they open it again.
 */
export async function screenChanged(runtime: CockpitRuntime, gridId: string): Promise<void> {
  const answer = await runtime.api.call(routes.Schemas.bundle, SCHEMAS_BUNDLE_CALL).catch(() => undefined);
  if (!answer) return;
  // The route table does not describe the schema files field by field; core's loader does.
  const bundle = answer as SchemaBundle;
  const onScreen = runtime.schemas?.grids.find((g) => g.grid?.id === gridId)?.grid?.routes.some((r) => window.location.pathname.replace(/^\/+|\/+$/g, '') === r.path);
  runtime.setSchemas(schemasFromBundle(bundle));
  if (onScreen) runtime.modals.notices.show(runtime.i18n.t('Live.screenChanged'));
}
