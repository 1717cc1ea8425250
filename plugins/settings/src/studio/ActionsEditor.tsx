import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelInputs, RowButtons, RowProblems, reorderKey, type Problem } from './StudioRowParts';
import { move, problemsAt, setLabel, type Draft, type StudioAction } from './studio-draft';
import { Options } from '@cockpit/core/inputs';
import { useTextsInEveryLanguage } from './texts-in-every-language';

/**
 * The screen's row actions: only the actions the screen below has, each with the permission it
 * keeps (shown, not editable): reorder, remove, add back, relabel per language.
 */
export function ActionsEditor({ draft, available, problems, onChange }: { draft: Draft; available: readonly StudioAction[]; problems: Problem[]; onChange(next: Draft): void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState('');
  const actions = draft.grid.actions ?? [];
  const free = available.filter((a) => !actions.some((x) => x.id === a.id));
  const shown = useTextsInEveryLanguage();
  const set = (next: StudioAction[]) => onChange({ ...draft, grid: { ...draft.grid, actions: next } });
  const reorder = (from: number, to: number) => set(move(actions, from, to));
  if (!available.length) return null;

  return (
    <fieldset className="studio-section" data-testid="studio-actions">
      <legend>{t('ScreenStudio.actions')}</legend>
      <ol className="studio-rows">
        {actions.map((a, i) => {
          const own = problemsAt(problems, `/actions/${i}`);
          return (
            <li key={a.id} className={`studio-row${own.length ? ' studio-row--error' : ''}`} onKeyDown={(e) => reorderKey(e, i, reorder)} data-testid={`studio-action-${a.id}`}>
              <strong className="studio-field">{t(a.label)}</strong>
              <span className="admin-hint">{a.permission ? t('ScreenStudio.needs', { permission: a.permission }) : t('ScreenStudio.needsNothing')}</span>
              <LabelInputs textIn={shown} label={a.label} texts={draft.texts} name={a.id} onText={(lang, text) => onChange(setLabel(draft, 'actions', i, lang, text, shown))} />
              <RowButtons name={a.id} index={i} count={actions.length} onMove={(to) => reorder(i, to)} onRemove={() => set(actions.filter((_, j) => j !== i))} />
              <RowProblems problems={own} />
            </li>
          );
        })}
      </ol>
      {free.length > 0 && (
        <div className="studio-add">
          <label>
            <span>{t('ScreenStudio.addAction')}</span>
            <select value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="studio-add-action">
              <option value="">{t('ScreenStudio.chooseAction')}</option>
              <Options items={free} value={(a) => a.id} label={(a) => t(a.label)} />
            </select>
          </label>
          <button
            type="button"
            className="btn btn--small"
            disabled={!adding}
            onClick={() => {
              const action = available.find((a) => a.id === adding);
              if (action) set([...actions, action]);
              setAdding('');
            }}
          >
            {t('ScreenStudio.add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
