import type { ApiClient } from '../api/client';
import type { DialogSchema } from '../grid/schema-types';
import type { LookupEntries } from './dialog-form';

type LookupRows = Record<string, unknown>[] | { data: Record<string, unknown>[] };

/**
 * The options of a dialog's look-up fields: each look-up's call (with its fixed query, e.g. the
 * cause codes of one type) turned into value/label entries. A look-up that fails gives no options;
 * the field then shows as empty rather than taking the dialog down.
 */
export async function loadDialogLookups(api: Pick<ApiClient, 'call'>, lookups: NonNullable<DialogSchema['lookups']>): Promise<LookupEntries> {
  const entries = await Promise.all(
    Object.entries(lookups).map(async ([field, l]) => {
      const rows = await api.call<LookupRows>(l.call, { query: l.query, silent: true }).catch((): LookupRows => []);
      const list = Array.isArray(rows) ? rows : rows.data;
      return [field, list.map((r) => ({ value: r[l.value] as string | number, label: String(r[l.label] ?? r[l.value]) }))] as const;
    }),
  );
  return Object.fromEntries(entries);
}
