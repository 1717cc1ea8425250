/**
 * The studio's draft of a grid screen and the edits the form makes on it. Pure: the page keeps the
 * draft in state and the server validates it (the same validator as the files).
 */
export type Doc = Record<string, unknown>;
export interface StudioColumn extends Doc {
  field: string;
  label: string;
  type: string;
  width?: number;
  pinned?: 'left' | 'right';
  hidden?: boolean;
  decimals?: number;
}
export interface StudioFilter extends Doc {
  name: string;
  label?: string;
  type: string;
  queryName?: string;
  dxPropName?: string;
  dxSelector?: string;
}
export interface ListField {
  type: string;
  operators: string[];
}
export interface ListContract {
  name: string;
  fields: Record<string, ListField>;
}
export interface StudioAction extends Doc {
  id: string;
  label: string;
  permission?: string;
}
export interface StudioMenu {
  icon?: string;
  order?: number;
  label?: string;
}
export type Texts = Record<string, Record<string, string>>;
export interface Draft {
  grid: Doc & { id: string; title?: string; columns: StudioColumn[]; filters?: StudioFilter[]; actions?: StudioAction[]; detail?: Doc & { columns: StudioColumn[] } };
  texts: Texts;
  /** The screen's menu entry as changed; null: as the screen below has it. */
  menu?: StudioMenu | null;
}

/** The lists of a screen whose items have labels: each item is named by its field, name or id. */
export type Place = 'columns' | 'filters' | 'actions' | 'detail.columns';
type Item = StudioColumn | StudioFilter | StudioAction;

/** The items of a place of the grid. */
export function itemsAt(grid: Draft['grid'], place: Place): Item[] {
  if (place === 'detail.columns') return grid.detail?.columns ?? [];
  return (grid[place] as Item[] | undefined) ?? [];
}

/** The grid with a place's items replaced. */
export function withItems(grid: Draft['grid'], place: Place, items: readonly Item[]): Draft['grid'] {
  if (place === 'detail.columns') return grid.detail ? { ...grid, detail: { ...grid.detail, columns: items as StudioColumn[] } } : grid;
  return { ...grid, [place]: items };
}

/** The JSON pointer of a place's item (`/detail/columns/2`). */
export const pointerOf = (place: Place, index: number) => `/${place.replace('.', '/')}/${index}`;

const nameOf = (item: Item): string => String((item as StudioColumn).field ?? (item as StudioFilter).name ?? (item as StudioAction).id);

export const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'] as const;
/** Column types the form offers; enum and lookup columns keep what they are. */
export const COLUMN_TYPES = ['text', 'number', 'money', 'percent', 'date', 'datetime', 'boolean'] as const;

/** The key of a label the studio writes for one place of one screen. */
export const studioKey = (gridId: string, kind: Place, name: string) => `Studio.${gridId}.${kind}.${name}`;
/** The keys of a screen's title and menu entry the studio writes. */
export const titleKey = (gridId: string) => `Studio.${gridId}.title`;
export const menuKey = (gridId: string) => `Studio.${gridId}.menu`;
export const isStudioKey = (key: string | undefined): boolean => Boolean(key?.startsWith('Studio.'));

/** "materialId" → "Material id": a first label a person can then correct. */
export function humanize(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Sets one language's text of a label now named `from` (a shipped key, the studio's own, or none),
 * under the studio's key `key`: a shipped label taken over keeps its words in each other language
 * (`shown(key, language)`: that language's words) until they are changed.
 */
export function setText(texts: Texts, key: string, from: string | undefined, language: string, text: string, shown: (key: string, language: string) => string): Texts {
  const next: Texts = { ...texts };
  for (const lang of LANGUAGES) {
    const current = next[lang]?.[key] ?? (from && !isStudioKey(from) ? shown(from, lang) : '');
    next[lang] = { ...next[lang], [key]: lang === language ? text : current };
  }
  return next;
}

/** Sets one language's text of an item's label; the label becomes the studio's own key for that place. */
export function setLabel(draft: Draft, place: Place, index: number, language: string, text: string, shown: (key: string, language: string) => string): Draft {
  const items = [...itemsAt(draft.grid, place)];
  const item = items[index];
  const key = isStudioKey(item.label) ? item.label! : studioKey(draft.grid.id, place, nameOf(item));
  items[index] = { ...item, label: key } as Item;
  return { ...draft, grid: withItems(draft.grid, place, items), texts: setText(draft.texts, key, item.label, language, text, shown) };
}

/** Sets one language's text of the screen's title. */
export function setTitle(draft: Draft, language: string, text: string, shown: (key: string, language: string) => string): Draft {
  const key = titleKey(draft.grid.id);
  return { ...draft, grid: { ...draft.grid, title: key }, texts: setText(draft.texts, key, draft.grid.title, language, text, shown) };
}

/** Sets one language's text of the menu entry's label (`shipped`: the entry's label now). */
export function setMenuLabel(draft: Draft, shipped: string | undefined, language: string, text: string, shown: (key: string, language: string) => string): Draft {
  const key = menuKey(draft.grid.id);
  const from = draft.menu?.label ?? shipped;
  return { ...draft, menu: { ...draft.menu, label: key }, texts: setText(draft.texts, key, from, language, text, shown) };
}

/** A new screen named by the person who starts it: that name is its title and menu label in every language until changed. */
export function named(draft: Draft, name: string, shown: (key: string, language: string) => string): Draft {
  let next = draft;
  for (const lang of LANGUAGES) next = setTitle(next, lang, name, shown);
  for (const lang of LANGUAGES) next = setMenuLabel(next, next.grid.title, lang, name, shown);
  return next;
}

/**
 * A field's first words in one language: the words a person of that language knows the field by
 * (field-labels.ts). Without it, the field's name in words, which reads as English in every language.
 */
export type WordsIn = (field: string, language: string) => string;
const nameInWords: WordsIn = (field) => humanize(field);

/** A column of the list, with a first label in every language and the type the list gives. */
export function addColumn(draft: Draft, field: string, list: ListContract, wordsIn: WordsIn = nameInWords): Draft {
  const type = list.fields[field]?.type;
  const label = studioKey(draft.grid.id, 'columns', field);
  const column: StudioColumn = { field, label, type: (COLUMN_TYPES as readonly string[]).includes(type) ? type : 'text', width: 120 };
  const texts: Texts = { ...draft.texts };
  for (const lang of LANGUAGES) texts[lang] = { ...texts[lang], [label]: texts[lang]?.[label] ?? wordsIn(field, lang) };
  return { ...draft, grid: { ...draft.grid, columns: [...draft.grid.columns, column] }, texts };
}

/** The list's default operator of a field type: contain for text, = otherwise. */
export const defaultOperator = (type: string) => (type === 'text' ? 'contain' : '=');

const FILTER_TYPES: Record<string, string> = { text: 'text', number: 'number', boolean: 'checkbox', date: 'date', datetime: 'date' };

/** A page filter on a field of the list with one of the operators the field takes. */
export function addFilter(draft: Draft, field: string, operator: string, list: ListContract, wordsIn: WordsIn = nameInWords): Draft {
  const f = list.fields[field];
  const filters = draft.grid.filters ?? [];
  const taken = new Set(filters.map((x) => x.name));
  let name = field.replace(/[^A-Za-z0-9]/g, '');
  for (let n = 2; taken.has(name); n++) name = `${field.replace(/[^A-Za-z0-9]/g, '')}${n}`;
  const label = studioKey(draft.grid.id, 'filters', name);
  const filter: StudioFilter = { name, label, type: FILTER_TYPES[f?.type ?? 'text'] ?? 'text', dxPropName: field, dxSelector: operator };
  if (operator !== defaultOperator(f?.type ?? 'text') || name !== field) filter.queryName = operator === defaultOperator(f?.type ?? 'text') ? field : `${field}[${operator}]`;
  const texts: Texts = { ...draft.texts };
  for (const lang of LANGUAGES) texts[lang] = { ...texts[lang], [label]: wordsIn(field, lang) };
  return { ...draft, grid: { ...draft.grid, filters: [...filters, filter] }, texts };
}

/** Moves an item of a list from one place to another. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Texts of the labels the draft still uses: the ones of removed columns, filters and actions are dropped. */
export function usedTexts(draft: Draft): Texts {
  const places: Place[] = ['columns', 'filters', 'actions', 'detail.columns'];
  const labels = [...places.flatMap((p) => itemsAt(draft.grid, p).map((i) => i.label)), draft.grid.title, draft.menu?.label];
  const used = new Set(labels.filter(isStudioKey));
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(draft.texts[lang] ?? {}).filter(([k]) => used.has(k)))]));
}

/** Problems at a pointer or below it (`/columns/3` holds `/columns/3/field`). */
export function problemsAt<P extends { pointer: string }>(problems: readonly P[], pointer: string): P[] {
  return problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
}
