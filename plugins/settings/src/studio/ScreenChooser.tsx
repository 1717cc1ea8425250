import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes, type StudioScope } from '@cockpit/contracts';
import { useRuntime } from '@cockpit/core/runtime';
import { NewScreenForm } from './NewScreenForm';
import { PageHead } from '@cockpit/core/page';

interface Stale {
  gridId: string;
  problems: string[];
}

/**
 * The studio opened from the settings panel: the schema screens it can change, by title; "New
 * screen" from a list; and the saved changes that no longer fit the shipped screens (a release
 * changed what they stand on), which the unit sees as shipped until they are mended.
 */
export function ScreenChooser({ scope }: { scope: StudioScope }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [stale, setStale] = useState<Stale[]>([]);
  const grids = (runtime.schemas?.grids ?? []).flatMap((entry) => (entry.grid && runtime.settings.can(entry.grid.permission) ? [entry.grid] : []));
  useEffect(() => {
    void runtime.api
      .call(routes.Studio.overlays, { query: { scope }, silent: true })
      .then((answer) => setStale(answer.filter((o) => o.stale.length).map((o) => ({ gridId: o.gridId, problems: o.stale.map((p) => `${p.file}#${p.pointer}: ${p.message}`) }))))
      .catch(() => setStale([]));
  }, [runtime, scope]);
  return (
    <section className="page admin-page studio-page" data-testid="studio-chooser">
      <PageHead title={t('ScreenStudio.pageTitle')} />
      {stale.length > 0 && (
        <div className="studio-stale" role="alert" data-testid="studio-stale">
          <p>{t('ScreenStudio.staleList', { count: stale.length })}</p>
          <ul>
            {stale.map((s) => (
              <li key={s.gridId}>
                <Link to={`?grid=${encodeURIComponent(s.gridId)}`}>{s.gridId}</Link>: {s.problems.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="studio-chooser">
        <section aria-labelledby="studio-choose-title">
          <h2 id="studio-choose-title">{t('ScreenStudio.chooseScreen')}</h2>
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
        <NewScreenForm taken={new Set(grids.map((g) => g.id))} />
      </div>
    </section>
  );
}
