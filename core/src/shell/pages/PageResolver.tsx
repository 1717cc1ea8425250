import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { guardRoute, type GuardDecision } from '../../routing/guard';
import { findGridRoute } from '../../schema-store/loaded-schemas';
import { useRuntime, useSession, useSettings } from '../../runtime/RuntimeContext';
import { LazyGridPage } from '../../grid/lazy-grid-page';
import { BrokenScreen } from './BrokenScreen';
import { DefaultDashboard } from './DefaultDashboard';
import { completeSchemas } from '../../runtime/complete-schemas';

function Denied({ decision }: { decision: Extract<GuardDecision, { kind: 'denied' }> }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  useEffect(() => {
    // A permission failure on a route shows an error modal. A feature is named by its name in the
    // user's language (Features.<flag>), from the whole catalogue: a page load reads only its page's part.
    const tell = () =>
      void runtime.modals.error({
        title: t('Errors.accessDeniedTitle'),
        message:
          decision.reason === 'feature' ? t('Errors.featureDisabled', { feature: t(`Features.${decision.detail}`, { defaultValue: decision.detail }) }) : t('Errors.accessDenied'),
      });
    if (decision.reason === 'feature') void completeSchemas(runtime).then(tell, tell);
    else tell();
  }, [decision, runtime, t]);
  return <Navigate to="/" replace />;
}

/**
 * Finds what the path shows: a plugin page, a grid page from the schemas, or the dashboard (the
 * empty path and the not-found fallback). Pages are resolved at run time, so a schema edited on
 * disk shows after a reload without a rebuild.
 */
export function PageResolver() {
  const runtime = useRuntime();
  const location = useLocation();
  const features = useSession((s) => s.features);
  useSettings((s) => s.permissions);
  const path = location.pathname.replace(/^\/+|\/+$/g, '');
  const state = { authenticated: true, features, hasPermission: (p: string) => runtime.settings.can(p) };
  // The schemas as they are now: a page load's part is followed by the whole (complete-schemas.ts).
  const schemas = useSyncExternalStore(runtime.onSchemas, () => runtime.schemas);
  // Any page but the one the part was made for waits for the whole: another grid, the dashboard's
  // widgets, a plugin page reading grids or dialogs.
  // If the whole cannot be read, the page is resolved with the part (an unknown path: the dashboard).
  const [failed, setFailed] = useState(false);
  const waiting = Boolean(schemas?.part && schemas.part.page !== path && !failed);
  const { t } = useTranslation();
  useEffect(() => {
    if (waiting) void completeSchemas(runtime).catch(() => setFailed(true));
  }, [waiting, runtime]);
  if (waiting)
    return (
      <div className="boot-loading" aria-busy="true">
        {t('Common.loading')}
      </div>
    );

  const dashboardPage = runtime.plugins.pages.find((p) => p.path === '');
  const Dashboard = dashboardPage?.component ?? DefaultDashboard;
  if (path === '') return <Dashboard />;

  const page = runtime.plugins.pages.find((p) => p.path === path);
  if (page) {
    const decision = guardRoute({ path, feature: page.feature, permission: page.permission }, state);
    if (decision.kind === 'denied') return <Denied decision={decision} />;
    const Component = page.component;
    return <Component />;
  }

  const found = schemas && findGridRoute(schemas, path);
  if (found) {
    const decision = guardRoute({ path, feature: found.route.feature, permission: found.grid?.permission }, state);
    if (decision.kind === 'denied') return <Denied decision={decision} />;
    if (!found.grid) return <BrokenScreen file={found.entry.file} problems={found.entry.problems} />;
    return <LazyGridPage key={path} grid={found.grid} route={found.route} />;
  }
  // Unknown path: the dashboard is the fallback.
  return <Dashboard />;
}
