import { humanize } from './studio-draft';

interface GridLike {
  dataSource?: { api?: string };
  columns?: ReadonlyArray<{ field?: string; label?: string }>;
  detail?: { columns?: ReadonlyArray<{ field?: string; label?: string }> };
}

/**
 * The words a person knows a list's field by: the label a screen on the same list already shows
 * for it (translated), else the catalogue's name of the field (Fields.<field>, as dialogs and
 * error messages name it), else the field's name in words. `translate` answers the text of a key
 * in one language, or undefined where that language has none. Fields are offered by these words, with
 * the technical name after them where the words are not just that name in words
 * ("Material ABC class (materialABC)"), so an integrator who knows the name finds it too.
 */
export function fieldLabeller(grids: readonly GridLike[], api: string | undefined, translate: (key: string) => string | undefined): (field: string) => string {
  const labels = new Map<string, string>();
  for (const grid of grids) {
    if (!api || grid.dataSource?.api !== api) continue;
    for (const column of grid.columns ?? []) {
      if (!column.field || !column.label || labels.has(column.field)) continue;
      const text = translate(column.label);
      if (text) labels.set(column.field, text);
    }
  }
  return (field) => labels.get(field) ?? translate(`Fields.${field}`) ?? humanize(field);
}

/** An option's text: the words, then the field's name when the words are not just that name. */
export function fieldOption(field: string, words: string): string {
  return words.replace(/\s+/g, '').toLowerCase() === field.toLowerCase() ? words : `${words} (${field})`;
}
