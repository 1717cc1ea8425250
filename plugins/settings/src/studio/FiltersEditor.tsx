import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabels, useFieldWordsIn } from './use-field-labels';
import { fieldOption } from './field-labels';
import { LabelInputs, RowButtons, RowProblems, type Problem } from './StudioRowParts';
import { addFilter, defaultOperator, problemsAt, setLabel, type Draft, type ListContract } from './studio-draft';
import { Options } from '@cockpit/core/inputs';
import { useTextsInEveryLanguage } from './texts-in-every-language';

/**
 * The page filters: add one (above the rows) on a field of the list, offered by the words screens
 * show for it, with an operator that field takes; label per language; remove.
 */
export function FiltersEditor({ draft, list, problems, onChange }: { draft: Draft; list: ListContract; problems: Problem[]; onChange(next: Draft): void }) {
  const { t } = useTranslation();
  const [field, setField] = useState('');
  const operators = field ? (list.fields[field]?.operators ?? []).filter((op) => op !== '<>') : [];
  const [operator, setOperator] = useState('');
  const filters = draft.grid.filters ?? [];
  const shown = useTextsInEveryLanguage();
  const label = useFieldLabels(draft);
  const wordsIn = useFieldWordsIn(draft, shown);
  const chosen = operator && operators.includes(operator) ? operator : field ? defaultOperator(list.fields[field]?.type ?? 'text') : '';

  return (
    <fieldset className="studio-section" data-testid="studio-filters">
      <legend>{t('ScreenStudio.filters')}</legend>
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
            <Options items={Object.keys(list.fields).filter((name) => list.fields[name].operators.length > 0)} label={(name) => fieldOption(name, label(name))} />
          </select>
        </label>
        <label>
          <span>{t('ScreenStudio.operator')}</span>
          <select value={chosen} onChange={(e) => setOperator(e.target.value)} disabled={!field} data-testid="studio-add-filter-operator">
            <Options items={operators} />
          </select>
        </label>
        <button
          type="button"
          className="btn btn--small"
          disabled={!field || !chosen}
          onClick={() => {
            onChange(addFilter(draft, field, chosen, list, wordsIn));
            setField('');
          }}
          data-testid="studio-add-filter"
        >
          {t('ScreenStudio.add')}
        </button>
      </div>
      <ol className="studio-rows">
        {filters.map((f, i) => {
          const own = problemsAt(problems, `/filters/${i}`);
          return (
            <li key={`${f.name}-${i}`} className={`studio-row${own.length ? ' studio-row--error' : ''}`} data-testid={`studio-filter-${f.name}`}>
              <strong className="studio-field">
                {f.dxPropName ?? f.name} {f.dxSelector ?? ''}
              </strong>
              <LabelInputs textIn={shown} label={f.label} texts={draft.texts} name={f.name} onText={(lang, text) => onChange(setLabel(draft, 'filters', i, lang, text, shown))} />
              <RowButtons
                name={f.name}
                index={i}
                count={filters.length}
                onRemove={() => onChange({ ...draft, grid: { ...draft.grid, filters: filters.filter((_, j) => j !== i) } })}
              />
              <RowProblems problems={own} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
