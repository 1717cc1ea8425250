import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabels, useFieldWordsIn } from './use-field-labels';
import { fieldOption } from './field-labels';
import { LabelInputs, RowButtons, RowProblems, reorderKey, stableKeys, type Problem } from './StudioRowParts';
import { COLUMN_TYPES, addColumn, itemsAt, move, pointerOf, problemsAt, setLabel, withItems, type Draft, type ListContract, type StudioColumn } from './studio-draft';
import { Options } from '@cockpit/core/inputs';
import { useTextsInEveryLanguage } from './texts-in-every-language';

/**
 * A grid's columns (the screen's, or its detail grid's): add one of the list's fields, remove,
 * reorder (drag a row, or Alt+↑/↓ and the move buttons by keyboard), a label per language, type,
 * decimals, width, pinned, hidden. "Add a column" stands above the rows, so a screen of thirty
 * columns needs no scrolling to reach it; fields are offered by the words screens show. Without a list contract (a detail read by a call) the columns
 * can be arranged and relabelled, not added.
 */
export function ColumnsEditor({
  draft,
  list,
  problems,
  onChange,
  place = 'columns',
}: {
  draft: Draft;
  list: ListContract | null;
  problems: Problem[];
  onChange(next: Draft): void;
  place?: 'columns' | 'detail.columns';
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number>();
  const [adding, setAdding] = useState('');
  const columns = itemsAt(draft.grid, place) as StudioColumn[];
  const free = list ? Object.keys(list.fields).filter((f) => !columns.some((c) => c.field === f)) : [];
  const shown = useTextsInEveryLanguage();
  const label = useFieldLabels(draft);
  const wordsIn = useFieldWordsIn(draft, shown);
  const keys = stableKeys(columns.map((c) => c.field));

  const set = (next: StudioColumn[]) => onChange({ ...draft, grid: withItems(draft.grid, place, next) });
  const update = (index: number, patch: Partial<StudioColumn>) => set(columns.map((c, i) => (i === index ? cleaned({ ...c, ...patch }) : c)));
  const reorder = (from: number, to: number) => set(move(columns, from, to));
  const add = () => {
    if (!list) return;
    if (place === 'columns') onChange(addColumn(draft, adding, list, wordsIn));
    setAdding('');
  };

  return (
    <fieldset className="studio-section" data-testid={place === 'columns' ? 'studio-columns' : 'studio-detail-columns'}>
      <legend>{t(place === 'columns' ? 'ScreenStudio.columns' : 'ScreenStudio.detailColumns')}</legend>
      <p className="admin-hint">{t('ScreenStudio.reorderHint')}</p>
      {place === 'columns' && list && (
        <div className="studio-add">
          <label>
            <span>{t('ScreenStudio.addColumn')}</span>
            <select value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="studio-add-column-field">
              <option value="">{t('ScreenStudio.chooseField')}</option>
              <Options items={free} label={(f) => fieldOption(f, label(f))} />
            </select>
          </label>
          <button type="button" className="btn btn--small" disabled={!adding} onClick={add} data-testid="studio-add-column">
            {t('ScreenStudio.add')}
          </button>
        </div>
      )}
      <ol className="studio-rows">
        {columns.map((c, i) => {
          const own = problemsAt(problems, pointerOf(place, i));
          return (
            <li
              key={keys[i]}
              className={`studio-row${own.length ? ' studio-row--error' : ''}${dragging === i ? ' studio-row--dragging' : ''}`}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== undefined) reorder(dragging, i);
                setDragging(undefined);
              }}
              onKeyDown={(e) => reorderKey(e, i, reorder)}
              data-testid={`studio-${place === 'columns' ? 'column' : 'detail-column'}-${c.field}`}
            >
              <span className="studio-grip" aria-hidden="true">
                ⠿
              </span>
              <strong className="studio-field">{c.field}</strong>
              <LabelInputs textIn={shown} label={c.label} texts={draft.texts} name={c.field} onText={(lang, text) => onChange(setLabel(draft, place, i, lang, text, shown))} />
              <label>
                <span>{t('ScreenStudio.type')}</span>
                <select value={c.type} onChange={(e) => update(i, { type: e.target.value })}>
                  <Options items={[...new Set([...COLUMN_TYPES, c.type])]} />
                </select>
              </label>
              <label>
                <span>{t('ScreenStudio.decimals')}</span>
                <input
                  type="number"
                  min={0}
                  max={6}
                  value={c.decimals ?? ''}
                  onChange={(e) => update(i, { decimals: e.target.value === '' ? undefined : Number(e.target.value) })}
                />
              </label>
              <label>
                <span>{t('ScreenStudio.width')}</span>
                <input type="number" min={30} max={2000} value={c.width ?? ''} onChange={(e) => update(i, { width: e.target.value === '' ? undefined : Number(e.target.value) })} />
              </label>
              <label>
                <span>{t('ScreenStudio.pinned')}</span>
                <select value={c.pinned ?? ''} onChange={(e) => update(i, { pinned: (e.target.value || undefined) as StudioColumn['pinned'] })}>
                  <option value="">{t('ScreenStudio.notPinned')}</option>
                  <option value="left">{t('ScreenStudio.left')}</option>
                  <option value="right">{t('ScreenStudio.right')}</option>
                </select>
              </label>
              <label className="studio-check">
                <input type="checkbox" checked={Boolean(c.hidden)} onChange={(e) => update(i, { hidden: e.target.checked || undefined })} />
                {t('ScreenStudio.hidden')}
              </label>
              <RowButtons name={c.field} index={i} count={columns.length} onMove={(to) => reorder(i, to)} onRemove={() => set(columns.filter((_, j) => j !== i))} />
              <RowProblems problems={own} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** Optional settings left empty are not written. */
function cleaned(column: StudioColumn): StudioColumn {
  return Object.fromEntries(Object.entries(column).filter(([, v]) => v !== undefined)) as StudioColumn;
}
