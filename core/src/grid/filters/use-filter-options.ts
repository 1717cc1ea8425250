import { useTranslation } from 'react-i18next';
import { useLookupEntries } from '../../lookups/use-lookups';
import type { FilterOptions } from '../schema-types';
import type { SelectValue } from '../../grid-model/filter-values';

/** A select filter's options: enum values (translated) or the entries of a look-up (the shared, cached loader). */
export function useFilterOptions(options: FilterOptions | undefined): SelectValue[] {
  const { t } = useTranslation();
  const { entries } = useLookupEntries({ options: options && 'call' in options ? options : undefined });
  if (!options) return [];
  if ('enum' in options) return options.values.map((v) => ({ id: v, name: t(`Enums.${options.enum}.${v}`, { defaultValue: v }) }));
  // Values the catalogue knows (order and delivery types) in the user's language; others as the server names them.
  const labelEnum = options.labelEnum;
  return (entries.options ?? []).map((e) => ({ id: e.value, name: labelEnum ? t(`Enums.${labelEnum}.${String(e.value)}`, { defaultValue: e.label }) : e.label }));
}
