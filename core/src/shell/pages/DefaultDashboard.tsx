import { useTranslation } from 'react-i18next';

/** Used only when no plugin contributes the dashboard page. */
export function DefaultDashboard() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page__title">{t('Dashboard.title')}</h1>
    </section>
  );
}
