import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, addFilter, defaultOperator, isStudioKey, problemsAt, setLabel, type Draft, type ListContract } from './studio-draft';

interface Problem {
  pointer: string;
  message: string;
}

/** The page filters: add one on a field of the list with an operator that field takes; label per language; remove. */
export function FiltersEditor({ draft, list, problems, onChange }: { draft: Draft; list: ListContract; problems: Problem[]; onChange(next: Draft): void }) {
  const { t, i18n } = useTranslation();
  const [field, setField] = useState('');
  const operators = field ? (list.fields[field]?.operators ?? []).filter((op) => op !== '<>') : [];
  const [operator, setOperator] = useState('');
  const filters = draft.grid.filters ?? [];
  const shown = (key: string) => t(key);
  const chosen = operator && operators.includes(operator) ? operator : field ? defaultOperator(list.fields[field]?.type ?? 'text') : '';

  return (
    <fieldset className="studio-section" data-testid="studio-filters">
      <legend>{t('ScreenStudio.filters')}</legend>
      <ol className="studio-rows">
        {filters.map((f, i) => {
          const own = problemsAt(problems, `/filters/${i}`);
          return (
            <li key={`${f.name}-${i}`} className={`studio-row${own.length ? ' studio-row--error' : ''}`} data-testid={`studio-filter-${f.name}`}>
              <strong className="studio-field">
                {f.dxPropName ?? f.name} {f.dxSelector ?? ''}
              </strong>
              {LANGUAGES.map((lang) => (
                <label key={lang} className="studio-label">
                  <span>{lang}</span>
                  <input
                    value={isStudioKey(f.label) ? (draft.texts[lang]?.[f.label!] ?? '') : lang === i18n.language && f.label ? t(f.label) : ''}
                    aria-label={t('ScreenStudio.labelIn', { field: f.name, language: lang })}
                    onChange={(e) => onChange(setLabel(draft, 'filters', i, lang, e.target.value, shown))}
                  />
                </label>
              ))}
              <button
                type="button"
                className="btn btn--small"
                onClick={() => onChange({ ...draft, grid: { ...draft.grid, filters: filters.filter((_, j) => j !== i) } })}
                aria-label={t('ScreenStudio.remove', { field: f.name })}
              >
                ✕
              </button>
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
          <span>{t('ScreenStudio.addFilter')}</span>
          <select
            value={field}
            onChange={(e) => {
              setField(e.target.value);
              setOperator('');
            }}
            data-testid="studio-add-filter-field"
          >
            <option value="">{t('ScreenStudio.chooseField')}</option>
            {Object.entries(list.fields)
              .filter(([, f]) => f.operators.length > 0)
              .map(([name]) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
          </select>
        </label>
        <label>
          <span>{t('ScreenStudio.operator')}</span>
          <select value={chosen} onChange={(e) => setOperator(e.target.value)} disabled={!field} data-testid="studio-add-filter-operator">
            {operators.map((op) => (
              <option key={op} value={op}>
                {op}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn--small"
          disabled={!field || !chosen}
          onClick={() => {
            onChange(addFilter(draft, field, chosen, list));
            setField('');
          }}
          data-testid="studio-add-filter"
        >
          {t('ScreenStudio.add')}
        </button>
      </div>
    </fieldset>
  );
}
