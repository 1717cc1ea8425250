import { filtersToQuery } from './filter-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilter } from '../schema-types';
import { DateInput } from '../../inputs';
import type { DateRangeValue, FilterValue, FilterValues, SelectValue } from '../../grid-model/filter-values';
import { useFilterOptions } from './use-filter-options';
import './filter-bar.css';
import { Options } from '../../inputs';

function SelectFilter({ filter, value, onChange }: { filter: PageFilter; value: FilterValue; onChange(v: FilterValue): void }) {
  const { t } = useTranslation();
  const options = useFilterOptions(filter.options);
  const current = value as SelectValue | undefined;
  return (
    <select
      value={current?.id === undefined ? '' : String(current.id)}
      onChange={(e) => onChange(options.find((o) => String(o.id) === e.target.value))}
      aria-label={filter.label ? t(filter.label) : filter.name}
    >
      <option value="">{t('Grid.filterAll')}</option>
      <Options items={options} value={(o) => String(o.id)} label={(o) => o.name} />
    </select>
  );
}

function MultiSelectFilter({ filter, value, onChange }: { filter: PageFilter; value: FilterValue; onChange(v: FilterValue): void }) {
  const { t } = useTranslation();
  const options = useFilterOptions(filter.options);
  const [open, setOpen] = useState(false);
  const chosen = (Array.isArray(value) ? value : []) as SelectValue[];
  const has = (o: SelectValue) => chosen.some((c) => c.id === o.id);
  // A value set from the address (a dashboard widget's click) knows its id only: shown by its option's (translated) name.
  const shown = (c: SelectValue) => options.find((o) => o.id === c.id)?.name ?? c.name;
  const label = chosen.length === 0 ? t('Grid.filterAll') : chosen.length <= 2 ? chosen.map(shown).join(', ') : t('Grid.filterChosen', { count: chosen.length });
  return (
    <div className="multi-select" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <button
        type="button"
        className="multi-select__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        aria-label={filter.label ? t(filter.label) : filter.name}
      >
        {label} ▾
      </button>
      {open && (
        <div className="multi-select__menu" role="listbox" aria-multiselectable>
          {options.map((o) => (
            <label key={String(o.id)} className="multi-select__option">
              <input type="checkbox" checked={has(o)} onChange={() => onChange(has(o) ? chosen.filter((c) => c.id !== o.id) : [...chosen, o])} />
              {o.name}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

function FilterInput({ filter, value, onChange, values }: { filter: PageFilter; value: FilterValue; onChange(v: FilterValue): void; values: FilterValues }) {
  const { t } = useTranslation();
  const label = filter.label ? t(filter.label) : filter.name;
  const useTime = Boolean(filter.params?.useTime);
  switch (filter.type) {
    case 'text':
      return <input type="search" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} aria-label={label} />;
    case 'number':
      return (
        <input
          type="number"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          aria-label={label}
        />
      );
    case 'checkbox': {
      // The historical switch is only available once a from date is set.
      const fromSet = !filter.historical || Object.values(values).some((v) => Boolean(v && typeof v === 'object' && !Array.isArray(v) && (v as DateRangeValue).from));
      return (
        <input
          type="checkbox"
          checked={value === true}
          disabled={!fromSet}
          title={fromSet ? undefined : t('Grid.historicalNeedsFrom')}
          onChange={(e) => onChange(e.target.checked)}
          aria-label={label}
        />
      );
    }
    case 'date':
      return <DateInput value={(value as string) || undefined} onChange={onChange} useTime={useTime} label={label} />;
    case 'dateRange': {
      const range = (value ?? {}) as DateRangeValue;
      return (
        <span className="filter-bar__range">
          <DateInput value={range.from} onChange={(from) => onChange({ ...range, from })} useTime={useTime} label={`${label} ${t('Grid.from')}`} />
          <span aria-hidden>–</span>
          <DateInput value={range.to} onChange={(to) => onChange({ ...range, to })} useTime={useTime} label={`${label} ${t('Grid.to')}`} />
        </span>
      );
    }
    case 'select':
      return <SelectFilter filter={filter} value={value} onChange={onChange} />;
    case 'multiSelect':
      return <MultiSelectFilter filter={filter} value={value} onChange={onChange} />;
  }
}

export interface FilterBarProps {
  filters: PageFilter[];
  values: FilterValues;
  onChange(values: FilterValues): void;
  onSearch(): void;
  onReset(): void;
  /** The panel is folded to one line (the user's choice, kept per grid). */
  collapsed?: boolean;
  onToggleCollapsed?(): void;
  onLoadAll?(): void;
  /** Dynamic filters that need a value are highlighted. */
  missingRequired?: string[];
}

/** The page filters of a grid, by type; Search applies them. */
export function FilterBar({ filters, values, onChange, onSearch, onReset, onLoadAll, missingRequired = [], collapsed = false, onToggleCollapsed }: FilterBarProps) {
  const { t } = useTranslation();
  const shown = filters.filter((f) => !f.hidden);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const active = shown.filter((f) => Object.keys(filtersToQuery([f], values)).length > 0).length;
  const toggle = onToggleCollapsed && (
    <button
      type="button"
      className="btn btn--small filter-bar__toggle"
      aria-expanded={!collapsed}
      aria-controls={collapsed ? undefined : 'grid-filter-bar'}
      data-testid="filter-toggle"
      onClick={onToggleCollapsed}
    >
      {collapsed ? t('Grid.showFilters', { count: active }) : t('Grid.hideFilters')}
    </button>
  );
  if (collapsed) {
    // Collapsed: one line, with how many filters are in force, so the grid keeps the height.
    return (
      <div className="filter-bar filter-bar--collapsed" role="search" aria-label={t('Grid.filters')}>
        {toggle}
      </div>
    );
  }
  return (
    <form id="grid-filter-bar" className="filter-bar" onSubmit={submit} role="search" aria-label={t('Grid.filters')}>
      {toggle}
      {shown.map((f) => (
        <label
          key={f.name}
          className={`filter-bar__field filter-bar__field--${f.type}${missingRequired.includes(f.name) ? ' filter-bar__field--missing' : ''}`}
          data-filter={f.name}
        >
          <span className="filter-bar__label">{f.label ? t(f.label) : f.name}</span>
          <FilterInput filter={f} value={values[f.name]} values={values} onChange={(v) => onChange({ ...values, [f.name]: v })} />
        </label>
      ))}
      <div className="filter-bar__buttons">
        <button type="submit" className="btn btn--primary btn--small" data-testid="filter-search">
          {t('Grid.search')}
        </button>
        <button type="button" className="btn btn--small" onClick={onReset}>
          {t('Grid.reset')}
        </button>
        {onLoadAll && (
          <button type="button" className="btn btn--small" onClick={onLoadAll} data-testid="load-all">
            {t('Grid.loadAll')}
          </button>
        )}
      </div>
    </form>
  );
}
