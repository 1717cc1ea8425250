import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ageText } from '@cockpit/core/format';
import { useFormat } from '@cockpit/core/format/ui';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import { EnabledWidgetList, useEnabledWidgets } from './EnabledWidgets';
import { useAvailableWidgets, useFigureRefresh, useKpis } from './use-dashboard-data';
import { KpiRows } from './kpi/KpiRows';
import './dashboard.css';
import { permissionPath } from '@cockpit/contracts/permission-names';

/** Timers tick once a second: the age text and the refresh check follow it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function UpdatedAgo({ since, now }: { since: number; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const age = ageText(new Date(since), new Date(now));
  const text = age.key === 'Common.age.date' ? t(age.key, { date: format.date(age.date) }) : t(age.key, 'count' in age ? { count: age.count } : {});
  return (
    <span className="dashboard__updated" data-testid="dashboard-updated">
      {t('Dashboard.updated', { age: text })}
    </span>
  );
}

/**
 * Title with the company's name, 'updated X ago', Customize (when the dashboard settings page
 * exists and the user may use it), the KPI tiles and the widget area; with no widget enabled, the
 * empty notice with a link to settings.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const can = useCan();
  const company = useSettings((s) => s.companyInfo.companyName as string | undefined);
  const available = useAvailableWidgets();
  const kpis = useKpis();
  const now = useNow();
  const fetchedAt = Math.max(available.dataUpdatedAt, kpis.dataUpdatedAt);
  useFigureRefresh(fetchedAt, now);
  const settingsPage = runtime.plugins.pages.find((p) => p.path === 'dashboard-settings');
  const mayCustomize = Boolean(settingsPage) && can(permissionPath('header', 'dashboard_settings'));
  const enabled = useEnabledWidgets(available.data);
  return (
    <section className="page dashboard" data-testid="dashboard">
      <header className="page__head">
        <div>
          <h1 className="page__title">{t('Dashboard.title')}</h1>
          <p className="dashboard__welcome" data-testid="dashboard-welcome">
            {company ? t('Dashboard.welcomeAt', { company }) : t('Dashboard.welcome')}
          </p>
          {fetchedAt > 0 && <UpdatedAgo since={fetchedAt} now={now} />}
        </div>
        <div className="page__tools">
          {mayCustomize && (
            <Link className="btn btn--small" to="/dashboard-settings?source=dashboard" data-testid="dashboard-customize">
              {t('Dashboard.customize')}
            </Link>
          )}
        </div>
      </header>
      {available.isError && (
        <p className="dashboard__error" role="alert">
          {t('Dashboard.loadFailed')}
        </p>
      )}
      {kpis.data && kpis.data.length > 0 && (
        <section aria-label={t('Dashboard.kpis')}>
          <KpiRows kpis={kpis.data} />
        </section>
      )}
      <div className="dashboard__widgets">
        {enabled.loading ? null : enabled.widgets.length > 0 ? (
          <EnabledWidgetList widgets={enabled.widgets} />
        ) : (
          <div className="dashboard__empty" role="status">
            <h2>{company ? t('Dashboard.welcomeAt', { company }) : t('Dashboard.welcome')}</h2>
            <p>{t('Dashboard.noWidgets')}</p>
            {mayCustomize && <Link to="/dashboard-settings?source=dashboard">{t('Dashboard.openSettings')}</Link>}
          </div>
        )}
      </div>
    </section>
  );
}
