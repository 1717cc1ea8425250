import { useTranslation } from 'react-i18next';

/** The plugin's page; its texts are in schemas/i18n/<language>/Settings.json. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="settings-page">
      <header className="page__head">
        <h1 className="page__title">{t('Settings.title')}</h1>
      </header>
      <p>{t('Settings.intro')}</p>
    </section>
  );
}
