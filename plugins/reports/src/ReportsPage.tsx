import { useTranslation } from 'react-i18next';

/** The plugin's page; its texts are in schemas/i18n/<language>/Reports.json. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="reports-page">
      <header className="page__head">
        <h1 className="page__title">{t('Reports.title')}</h1>
      </header>
      <p>{t('Reports.intro')}</p>
    </section>
  );
}
