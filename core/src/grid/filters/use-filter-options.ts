import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/RuntimeContext';
import type { FilterOptions } from '../schema-types';
import type { SelectValue } from './filter-values';

/** A select filter's options: enum values (translated) or the entries of a look-up call. */
export function useFilterOptions(options: FilterOptions | undefined): SelectValue[] {
  const { api } = useRuntime();
  const { t } = useTranslation();
  const lookup = options && 'call' in options ? options : undefined;
  const query = useQuery({
    queryKey: ['lookup', lookup?.call],
    enabled: Boolean(lookup),
    staleTime: 5 * 60_000,
    queryFn: () => api.call<Record<string, unknown>[] | { data: Record<string, unknown>[] }>(lookup!.call, { silent: true }),
  });
  if (!options) return [];
  if ('enum' in options) return options.values.map((v) => ({ id: v, name: t(`Enums.${options.enum}.${v}`, { defaultValue: v }) }));
  const data = query.data;
  const rows = Array.isArray(data) ? data : (data?.data ?? []);
  return rows.map((r) => ({ id: r[options.value] as string | number, name: String(r[options.label] ?? r[options.value]) }));
}
