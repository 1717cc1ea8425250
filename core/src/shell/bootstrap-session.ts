import { platformRoutes as routeTable } from '../api/platform-routes';
import { switchLanguage } from '../i18n/i18n';
import { setCookie } from '../session/cookies';
import type { SchemaValidator } from '../schema-store/load-schemas';
import { loadConsoleSchemas } from '../runtime/load-console-schemas';
import { bootCall } from '../runtime/boot-calls';
import { preloadOpeningView } from '../views/ui/opening-view';
import type { CockpitRuntime } from '../runtime/runtime';
import { completeSchemas } from '../runtime/complete-schemas';

/** When a page load that started on one page's part of the schemas asks for the rest if nothing asked before. */
export const WHOLE_SCHEMAS_AT_THE_LATEST_MS = 10_000;

/**
 * What happens after sign-in and on every page load with a valid token: the schemas (for the
 * path table), the user's settings, the menu, and the user's language.
 */
export async function bootstrapSession(runtime: CockpitRuntime, validate?: SchemaValidator): Promise<void> {
  // The session's own calls are boot paths (runtime.ts), so they go out beside the schemas; on a
  // page load they were started with the runtime already (boot-calls.ts).
  const token = runtime.session.get().token;
  const { User } = routeTable;
  const [schemas, settingsAnswer, routes, settingsMenu, me] = await Promise.all([
    loadConsoleSchemas(runtime, validate),
    bootCall(runtime.bootCalls, token, runtime.api, User.cockpitSettings),
    bootCall(runtime.bootCalls, token, runtime.api, User.routesSettings),
    bootCall(runtime.bootCalls, token, runtime.api, User.menuSettings),
    bootCall(runtime.bootCalls, token, runtime.api, User.current),
  ]);
  // Without an owner the call answers the session's settings object (with one, the stored records).
  const answer = Array.isArray(settingsAnswer) ? {} : settingsAnswer;
  runtime.setSchemas(schemas);
  // Only this page's grids so far: the rest once the grid page shows its rows, at the latest in 10 s.
  // Schemas read whole (their part could not be read) while the texts are a part: the whole texts now.
  if (schemas.part || runtime.catalogueParts?.size) setTimeout(() => void completeSchemas(runtime).catch(() => undefined), schemas.part ? WHOLE_SCHEMAS_AT_THE_LATEST_MS : 0);
  const session = runtime.session.get();
  runtime.settings.apply({ answer, routes, settingsMenu, defaults: schemas.permissions, roles: session.roles });
  // The next page load knows them before its settings arrive (first-screen-hint.ts, hintForCaller).
  runtime.session.keepPermissions(runtime.settings.get().permissions);
  // Permissions and the path table are known: the grid page this load opens can start on its view.
  preloadOpeningView(runtime, window.location);
  runtime.session.setPicture(me.picture);
  setCookie(document, 'userInfo', JSON.stringify({ userName: me.userName, displayName: me.displayName }));
  setCookie(document, 'businessUnit', session.businessUnitName ?? '');
  setCookie(document, 'backendUrl', runtime.env.apiBaseUrl || window.location.origin);
  if (me.picture) setCookie(document, 'picture', me.picture.length < 3000 ? me.picture : 'set');
  const language = me.defaultLanguage || runtime.i18n.language;
  if (language !== runtime.i18n.language) await switchLanguage(runtime.i18n, runtime.loadCatalogue, language);
  setCookie(document, 'defaultLanguage', language);
}
