/** A catalogue as the server sends it: a text per key, or a group of them. */
export type NestedTexts = { [key: string]: string | NestedTexts };

/**
 * The key groups every signed-in grid page's first screen reads, whatever its grid: the shell
 * (header, menu, user menu, notices), the grid page (tool bar, filters, pager, selection, views,
 * AG Grid's own texts), the formats and field names. `Errors` gives only its own texts
 * (`Errors.title`, `Errors.accessDenied`), not the areas' error groups nested in it.
 */
export const FIRST_SCREEN_GROUPS = [
  'AgGrid',
  'Common',
  'Errors',
  'Fields',
  'Form',
  'Grid',
  'GridSelection',
  'Languages',
  'Live',
  'Menu',
  'Settings',
  'Shell',
  'User',
  'Validation',
  'Views',
  'Warnings',
];

/** Groups whose nested groups are other screens' (the areas' errors): only their own texts are first-screen texts. */
const OWN_TEXTS_ONLY = new Set(['Errors']);

const KEY = /^([A-Z][A-Za-z0-9]*)\.[A-Za-z0-9_.-]+$/;

/** Every string in a schema file, and every `enum` a column names. */
function walk(value: unknown, strings: Set<string>, enums: Set<string>): void {
  if (typeof value === 'string') strings.add(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, strings, enums));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'enum' && typeof v === 'string') enums.add(v);
      walk(v, strings, enums);
    }
  }
}

/**
 * The part of a language's catalogue a grid page's first screen needs: the first-screen groups,
 * every group a key in the page's grid files names (`Stocks.columns.id` -> `Stocks`), and the
 * enums its columns show (`Enums.<name>`). The whole catalogue follows once the first rows are
 * shown (complete-catalogues.ts): a dialog, another page or an error's area texts come from it.
 */
export function cataloguePart(catalogue: NestedTexts, grids: readonly unknown[]): NestedTexts {
  const strings = new Set<string>();
  const enums = new Set<string>();
  grids.forEach((grid) => walk(grid, strings, enums));
  const groups = new Set(FIRST_SCREEN_GROUPS);
  for (const s of strings) {
    const group = KEY.exec(s)?.[1];
    if (group && group !== 'Enums' && typeof catalogue[group] === 'object') groups.add(group);
    const named = /^Enums\.([A-Za-z0-9]+)\./.exec(s)?.[1];
    if (named) enums.add(named);
  }
  const part: NestedTexts = {};
  for (const group of groups) {
    const texts = catalogue[group];
    if (typeof texts !== 'object') continue;
    part[group] = OWN_TEXTS_ONLY.has(group) ? Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string')) : texts;
  }
  const allEnums = catalogue.Enums;
  if (typeof allEnums === 'object') {
    const shown: NestedTexts = {};
    for (const name of enums) if (typeof allEnums[name] === 'object') shown[name] = allEnums[name];
    part.Enums = shown;
  }
  return part;
}
