import { platformRoutes } from '../api/platform-routes';
import { schemasFromBundle, type SchemaBundle } from '../schema-store/load-schemas';
import type { MenuRoute } from '../routing/menu-routes';
import { SCHEMAS_BUNDLE_CALL } from './load-console-schemas';
import type { CockpitRuntime } from './runtime';

/**
 * The unit's screens changed in the studio: the schemas are read again (the bundle's ETag makes an
 * unchanged answer a 304) and the menu too (a screen the studio added brings its entry, a changed
 * entry its icon and label), so the next navigation shows the new version.
 */
export async function reloadStudioScreens(runtime: CockpitRuntime): Promise<boolean> {
  const [bundle, menu] = await Promise.all([
    // The route table does not describe the schema files field by field; core's loader does.
    runtime.api
      .call(platformRoutes.Schemas.bundle, SCHEMAS_BUNDLE_CALL)
      .then((answer) => answer as SchemaBundle)
      .catch(() => undefined),
    runtime.api.call(platformRoutes.User.routesSettings, { silent: true }).catch(() => undefined),
  ]);
  if (bundle) runtime.setSchemas(schemasFromBundle(bundle));
  if (typeof menu === 'string') {
    try {
      const routes = JSON.parse(menu) as unknown;
      if (Array.isArray(routes)) runtime.settings.store.setState({ routes: routes as MenuRoute[] });
    } catch {
      // The menu stays as it was; the next page load reads it again.
    }
  }
  return Boolean(bundle);
}

/**
 * A screen of the unit was changed in the studio: the schemas and the menu are read again, so the
 * next navigation shows the new version; a user on that screen is told, and keeps the page as it
 * is until they open it again.
 */
export async function screenChanged(runtime: CockpitRuntime, gridId: string): Promise<void> {
  const onScreen = runtime.schemas?.grids.find((g) => g.grid?.id === gridId)?.grid?.routes.some((r) => window.location.pathname.replace(/^\/+|\/+$/g, '') === r.path);
  if (!(await reloadStudioScreens(runtime))) return;
  if (onScreen) runtime.modals.notices.show(runtime.i18n.t('Live.screenChanged'));
}
