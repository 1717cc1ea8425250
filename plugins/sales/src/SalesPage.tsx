import { useTranslation } from 'react-i18next';

/** The plugin's page; its texts are in schemas/i18n/<language>/Sales.json. */
export function SalesPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="sales-page">
      <header className="page__head">
        <h1 className="page__title">{t('Sales.title')}</h1>
      </header>
      <p>{t('Sales.intro')}</p>
    </section>
  );
}
