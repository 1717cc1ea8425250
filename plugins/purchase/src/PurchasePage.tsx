import { useTranslation } from 'react-i18next';

/** The plugin's page; its texts are in schemas/i18n/<language>/Purchase.json. */
export function PurchasePage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="purchase-page">
      <header className="page__head">
        <h1 className="page__title">{t('Purchase.title')}</h1>
      </header>
      <p>{t('Purchase.intro')}</p>
    </section>
  );
}
