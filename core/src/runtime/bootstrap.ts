import { switchLanguage } from '../i18n/i18n';
import { setCookie } from '../session/cookies';
import type { CockpitSettingsAnswer } from '../settings/settings-store';
import type { SchemaValidator } from '../schema-store/load-schemas';
import { loadConsoleSchemas } from './load-console-schemas';
import type { CockpitRuntime } from './runtime';

/**
 * What happens after sign-in and on every page load with a valid token: the schemas (for the
 * path table), the user's settings, the menu, and the user's language.
 */
export async function bootstrapSession(runtime: CockpitRuntime, validate?: SchemaValidator): Promise<void> {
  const schemas = await loadConsoleSchemas(runtime, validate);
  runtime.setSchemas(schemas);
  const [answer, routes, settingsMenu, me] = await Promise.all([
    runtime.api.call<CockpitSettingsAnswer>('User.cockpitSettings'),
    runtime.api.call<string>('User.routesSettings'),
    runtime.api.call<string>('User.menuSettings'),
    runtime.api.call<{ defaultLanguage: string; picture: string | null; displayName: string; userName: string }>('User.current'),
  ]);
  const session = runtime.session.get();
  runtime.settings.apply({ answer, routes, settingsMenu, defaults: schemas.permissions, roles: session.roles });
  runtime.session.setPicture(me.picture);
  setCookie(document, 'userInfo', JSON.stringify({ userName: me.userName, displayName: me.displayName }));
  setCookie(document, 'businessUnit', session.businessUnitName ?? '');
  setCookie(document, 'backendUrl', runtime.env.apiBaseUrl || window.location.origin);
  if (me.picture) setCookie(document, 'picture', me.picture.length < 3000 ? me.picture : 'set');
  const language = me.defaultLanguage || runtime.i18n.language;
  if (language !== runtime.i18n.language) await switchLanguage(runtime.i18n, runtime.loadCatalogue, language);
  setCookie(document, 'defaultLanguage', language);
}
