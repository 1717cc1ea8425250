import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_TYPES, LANGUAGES, addColumn, isStudioKey, move, problemsAt, setLabel, type Draft, type ListContract, type StudioColumn } from './studio-draft';

interface Problem {
  pointer: string;
  message: string;
}

/**
 * The screen's columns: add one of the list's fields, remove, reorder (drag a row, or Alt+↑/↓ and
 * the move buttons by keyboard), a label per language, type, decimals, width, pinned, hidden.
 */
export function ColumnsEditor({ draft, list, problems, onChange }: { draft: Draft; list: ListContract; problems: Problem[]; onChange(next: Draft): void }) {
  const { t, i18n } = useTranslation();
  const [dragging, setDragging] = useState<number>();
  const [adding, setAdding] = useState('');
  const columns = draft.grid.columns;
  const free = Object.keys(list.fields).filter((f) => !columns.some((c) => c.field === f));
  const shown = (key: string) => t(key);

  const update = (index: number, patch: Partial<StudioColumn>) => {
    const next = columns.map((c, i) => (i === index ? cleaned({ ...c, ...patch }) : c));
    onChange({ ...draft, grid: { ...draft.grid, columns: next } });
  };
  const reorder = (from: number, to: number) => onChange({ ...draft, grid: { ...draft.grid, columns: move(columns, from, to) } });
  const onKey = (e: KeyboardEvent, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    reorder(index, index + (e.key === 'ArrowUp' ? -1 : 1));
  };
  const textOf = (c: StudioColumn, lang: string) => (isStudioKey(c.label) ? (draft.texts[lang]?.[c.label] ?? '') : lang === i18n.language ? t(c.label) : '');

  return (
    <fieldset className="studio-section" data-testid="studio-columns">
      <legend>{t('ScreenStudio.columns')}</legend>
      <p className="admin-hint">{t('ScreenStudio.reorderHint')}</p>
      <ol className="studio-rows">
        {columns.map((c, i) => {
          const own = problemsAt(problems, `/columns/${i}`);
          return (
            <li
              key={`${c.field}-${i}`}
              className={`studio-row${own.length ? ' studio-row--error' : ''}${dragging === i ? ' studio-row--dragging' : ''}`}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== undefined) reorder(dragging, i);
                setDragging(undefined);
              }}
              onKeyDown={(e) => onKey(e, i)}
              data-testid={`studio-column-${c.field}`}
            >
              <span className="studio-grip" aria-hidden="true">
                ⠿
              </span>
              <strong className="studio-field">{c.field}</strong>
              {LANGUAGES.map((lang) => (
                <label key={lang} className="studio-label">
                  <span>{lang}</span>
                  <input
                    value={textOf(c, lang)}
                    placeholder={isStudioKey(c.label) ? '' : t(c.label)}
                    aria-label={t('ScreenStudio.labelIn', { field: c.field, language: lang })}
                    onChange={(e) => onChange(setLabel(draft, 'columns', i, lang, e.target.value, shown))}
                  />
                </label>
              ))}
              <label>
                <span>{t('ScreenStudio.type')}</span>
                <select value={c.type} onChange={(e) => update(i, { type: e.target.value })}>
                  {[...new Set([...COLUMN_TYPES, c.type])].map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
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
              <span className="studio-buttons">
                <button type="button" className="btn btn--small" onClick={() => reorder(i, i - 1)} disabled={i === 0} aria-label={t('ScreenStudio.moveUp', { field: c.field })}>
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => reorder(i, i + 1)}
                  disabled={i === columns.length - 1}
                  aria-label={t('ScreenStudio.moveDown', { field: c.field })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => onChange({ ...draft, grid: { ...draft.grid, columns: columns.filter((_, j) => j !== i) } })}
                  aria-label={t('ScreenStudio.remove', { field: c.field })}
                >
                  ✕
                </button>
              </span>
              {own.map((p) => (
                <span key={p.pointer + p.message} className="studio-problem" role="alert">
                  {p.pointer}: {p.message}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      <div className="studio-add">
        <label>
          <span>{t('ScreenStudio.addColumn')}</span>
          <select value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="studio-add-column-field">
            <option value="">{t('ScreenStudio.chooseField')}</option>
            {free.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn--small"
          disabled={!adding}
          onClick={() => {
            onChange(addColumn(draft, adding, list));
            setAdding('');
          }}
          data-testid="studio-add-column"
        >
          {t('ScreenStudio.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** Optional settings left empty are not written. */
function cleaned(column: StudioColumn): StudioColumn {
  return Object.fromEntries(Object.entries(column).filter(([, v]) => v !== undefined)) as StudioColumn;
}
