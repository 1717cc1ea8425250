import { useTranslation } from 'react-i18next';
import { useFormat } from '@cockpit/core/format/ui';

export interface StudioVersion {
  version: number;
  comment: string;
  createdBy: string;
  createdAt: string;
  rollbackOf: number | null;
  changes: Array<{ pointer: string; kind: string; before?: unknown; after?: unknown }>;
  changesFromShipped: Array<{ pointer: string; kind: string }>;
}

const short = (v: unknown) => {
  const text = JSON.stringify(v);
  return text === undefined ? '' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The screen's versions, newest first, each with its changes; one click returns to a version or to the shipped screen. */
export function HistoryPanel({
  versions,
  current,
  onRollback,
  busy,
  created = false,
}: {
  versions: StudioVersion[];
  current: number;
  onRollback(version: number): void;
  busy: boolean;
  /** The studio added the screen: returning to version 0 removes it. */
  created?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="studio-section" data-testid="studio-history" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title">{t('ScreenStudio.history')}</h2>
      {versions.length === 0 && <p className="admin-hint">{t('ScreenStudio.noVersions')}</p>}
      <ol className="studio-versions">
        {versions.map((v) => (
          <li key={v.version} data-testid={`studio-version-${v.version}`}>
            <div className="studio-version-head">
              <strong>{t('ScreenStudio.version', { version: v.version })}</strong> {v.comment} —{' '}
              <span className="admin-hint">{t('ScreenStudio.savedBy', { user: v.createdBy, time: format.dateTime(v.createdAt) })}</span>
              {v.version !== current && (
                <button type="button" className="btn btn--small" disabled={busy} onClick={() => onRollback(v.version)} data-testid={`studio-rollback-${v.version}`}>
                  {t('ScreenStudio.rollbackTo', { version: v.version })}
                </button>
              )}
            </div>
            <details>
              <summary>{t('ScreenStudio.changes', { count: v.changes.length, shipped: v.changesFromShipped.length })}</summary>
              <ul className="studio-diff">
                {v.changes.map((c) => (
                  <li key={c.pointer} className={`studio-diff--${c.kind}`}>
                    <code>{c.pointer}</code> {c.kind === 'added' ? `+ ${short(c.after)}` : c.kind === 'removed' ? `− ${short(c.before)}` : `${short(c.before)} → ${short(c.after)}`}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
      {current > 0 && (
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => onRollback(0)} data-testid="studio-rollback-0">
          {t(created ? 'ScreenStudio.removeScreen' : 'ScreenStudio.backToShipped')}
        </button>
      )}
    </section>
  );
}
