import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeQueryOptions } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';
import { ReportData } from '../routes';
import './reports.css';
import { PageHead } from '@cockpit/core/page';

/** reports-page: the reports this user may open (feature flag and permission, answered by GET ReportData/all). */
export function ReportsPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const query = useQuery(routeQueryOptions(runtime.api, ReportData.all));
  const allowed = (query.data ?? []).filter((r) => r.isAllowed);
  return (
    <section className="page" data-testid="reports-page">
      <PageHead title={t('Reports.title')} />
      <p>{t('Reports.intro')}</p>
      {query.isSuccess && allowed.length === 0 && <p>{t('Reports.noReports')}</p>}
      <ul className="report-list">
        {allowed.map((r) => (
          <li key={r.key} className="report-card" data-testid={`report-card-${r.key}`}>
            <h2>{t(`Reports.names.${r.key}`)}</h2>
            <p>{t(`Reports.descriptions.${r.key}`)}</p>
            <Link className="btn btn--primary" to={`/${r.configPage ?? r.page}`}>
              {t('Reports.open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
