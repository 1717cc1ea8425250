import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ageText } from '@cockpit/core/format';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import { EnabledWidgetList, useEnabledWidgets } from './EnabledWidgets';
import './dashboard.css';

function UpdatedAgo({ since }: { since: Date }) {
  const { t } = useTranslation();
  const [, tick] = useState(0);
  useEffect(() => {
    // Timers tick once a second (platform.md §9).
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const age = ageText(since);
  const text = age.key === 'Common.age.date' ? t(age.key, { date: age.date.toLocaleDateString() }) : t(age.key, 'count' in age ? { count: age.count } : {});
  return <span className="dashboard__updated">{t('Dashboard.updated', { age: text })}</span>;
}

/**
 * Title, 'updated X ago', Customize (when the dashboard settings page exists and the user may use
 * it) and the widget area; with no widget enabled, the empty notice with a link to settings.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const can = useCan();
  const company = useSettings((s) => s.companyInfo.companyName as string | undefined);
  const [loadedAt] = useState(() => new Date());
  const settingsPage = runtime.plugins.pages.find((p) => p.path === 'dashboard-settings');
  const mayCustomize = Boolean(settingsPage) && can('header/settings/dashboard_settings');
  const enabled = useEnabledWidgets();
  return (
    <section className="page dashboard" data-testid="dashboard">
      <header className="page__head">
        <div>
          <h1 className="page__title">{t('Dashboard.title')}</h1>
          <UpdatedAgo since={loadedAt} />
        </div>
        <div className="page__tools">
          {mayCustomize && (
            <Link className="btn btn--small" to="/dashboard-settings?source=dashboard">
              {t('Dashboard.customize')}
            </Link>
          )}
        </div>
      </header>
      <div className="dashboard__widgets">
        {enabled.widgets.length > 0 ? (
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
