import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';

/** The studio opened from the settings panel: the schema screens it can change, by title. */
export function ScreenChooser() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const grids = (runtime.schemas?.grids ?? []).flatMap((entry) => (entry.grid && runtime.settings.can(entry.grid.permission) ? [entry.grid] : []));
  return (
    <section className="page admin-page studio-page" data-testid="studio-chooser">
      <header className="page__head">
        <h1 className="page__title">{t('ScreenStudio.pageTitle')}</h1>
      </header>
      <p>{t('ScreenStudio.chooseScreen')}</p>
      <ul className="studio-screens">
        {grids
          .map((g) => ({ id: g.id, title: t(g.title) }))
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((g) => (
            <li key={g.id}>
              <Link to={`?grid=${encodeURIComponent(g.id)}`}>{g.title}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
