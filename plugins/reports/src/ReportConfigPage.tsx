import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SchemaForm } from '@cockpit/core/dialogs';
import { criteriaFromSearch, criteriaToSearch, definitionOf, isoDay, type ReportDefinition } from './report-definitions';
import './reports.css';

/**
 * A report's criteria page (…-config-page): the form of schemas/dialogs/report-*.json with its
 * rules (the required criteria) checked as the user submits; the server checks them again.
 */
export function ReportConfigPage({ reportKey }: { reportKey: ReportDefinition['key'] }) {
  const def = definitionOf(reportKey);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [data, setData] = useState<Record<string, unknown>>(() => {
    const now = new Date();
    return criteriaFromSearch(location.search) ?? def.defaults(isoDay(now), isoDay(new Date(now.getTime() - 30 * 86_400_000)));
  });
  const formId = `criteria-${reportKey}`;
  return (
    <section className="page report-config-page" data-testid={`report-config-${reportKey}`}>
      <header className="page__head">
        <h1 className="page__title">
          {t(`Reports.names.${reportKey}`)} · {t('Reports.criteriaTitle')}
        </h1>
      </header>
      <p className="hint">{t(`Reports.descriptions.${reportKey}`)}</p>
      <div className="report-criteria">
        <SchemaForm dialogId={def.dialogId} formId={formId} data={data} onChange={setData} onSubmit={(criteria) => navigate(`/${def.page}${criteriaToSearch(criteria)}`)} />
        <button type="submit" form={formId} className="btn btn--primary">
          {t('Reports.run')}
        </button>
      </div>
    </section>
  );
}
