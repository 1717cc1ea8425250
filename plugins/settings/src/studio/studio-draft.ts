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
export type Texts = Record<string, Record<string, string>>;
export interface Draft {
  grid: Doc & { id: string; columns: StudioColumn[]; filters?: StudioFilter[] };
  texts: Texts;
}

export const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'] as const;
/** Column types the form offers; enum and lookup columns keep what they are. */
export const COLUMN_TYPES = ['text', 'number', 'money', 'percent', 'date', 'datetime', 'boolean'] as const;

/** The key of a label the studio writes for one place of one screen. */
export const studioKey = (gridId: string, kind: 'columns' | 'filters', name: string) => `Studio.${gridId}.${kind}.${name}`;
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

/** Sets one language's text of a label; the label becomes the studio's own key for that place. */
export function setLabel(draft: Draft, kind: 'columns' | 'filters', index: number, language: string, text: string, shown: (key: string) => string): Draft {
  const items = [...((kind === 'columns' ? draft.grid.columns : draft.grid.filters) ?? [])] as Array<StudioColumn | StudioFilter>;
  const item = items[index];
  const name = kind === 'columns' ? (item as StudioColumn).field : (item as StudioFilter).name;
  const key = isStudioKey(item.label) ? item.label! : studioKey(draft.grid.id, kind, name);
  const texts: Texts = { ...draft.texts };
  // A shipped label taken over keeps its words in the other languages until they are changed.
  for (const lang of LANGUAGES) {
    const current = texts[lang]?.[key] ?? (item.label && !isStudioKey(item.label) ? shown(item.label) : '');
    texts[lang] = { ...texts[lang], [key]: lang === language ? text : current };
  }
  items[index] = { ...item, label: key };
  return { grid: { ...draft.grid, [kind]: items }, texts };
}

/** A column of the list, with a first label in every language and the type the list gives. */
export function addColumn(draft: Draft, field: string, list: ListContract): Draft {
  const type = list.fields[field]?.type;
  const label = studioKey(draft.grid.id, 'columns', field);
  const column: StudioColumn = { field, label, type: (COLUMN_TYPES as readonly string[]).includes(type) ? type : 'text', width: 120 };
  const texts: Texts = { ...draft.texts };
  for (const lang of LANGUAGES) texts[lang] = { ...texts[lang], [label]: texts[lang]?.[label] ?? humanize(field) };
  return { grid: { ...draft.grid, columns: [...draft.grid.columns, column] }, texts };
}

/** The list's default operator of a field type: contain for text, = otherwise. */
export const defaultOperator = (type: string) => (type === 'text' ? 'contain' : '=');

const FILTER_TYPES: Record<string, string> = { text: 'text', number: 'number', boolean: 'checkbox', date: 'date', datetime: 'date' };

/** A page filter on a field of the list with one of the operators the field takes. */
export function addFilter(draft: Draft, field: string, operator: string, list: ListContract): Draft {
  const f = list.fields[field];
  const filters = draft.grid.filters ?? [];
  const taken = new Set(filters.map((x) => x.name));
  let name = field.replace(/[^A-Za-z0-9]/g, '');
  for (let n = 2; taken.has(name); n++) name = `${field.replace(/[^A-Za-z0-9]/g, '')}${n}`;
  const label = studioKey(draft.grid.id, 'filters', name);
  const filter: StudioFilter = { name, label, type: FILTER_TYPES[f?.type ?? 'text'] ?? 'text', dxPropName: field, dxSelector: operator };
  if (operator !== defaultOperator(f?.type ?? 'text') || name !== field) filter.queryName = operator === defaultOperator(f?.type ?? 'text') ? field : `${field}[${operator}]`;
  const texts: Texts = { ...draft.texts };
  for (const lang of LANGUAGES) texts[lang] = { ...texts[lang], [label]: humanize(field) };
  return { grid: { ...draft.grid, filters: [...filters, filter] }, texts };
}

/** Moves an item of a list from one place to another. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Texts of the labels the draft still uses: the ones of removed columns and filters are dropped. */
export function usedTexts(draft: Draft): Texts {
  const used = new Set([...draft.grid.columns.map((c) => c.label), ...(draft.grid.filters ?? []).map((f) => f.label)].filter(isStudioKey));
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(draft.texts[lang] ?? {}).filter(([k]) => used.has(k)))]));
}

/** Problems at a pointer or below it (`/columns/3` holds `/columns/3/field`). */
export function problemsAt<P extends { pointer: string }>(problems: readonly P[], pointer: string): P[] {
  return problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
}
