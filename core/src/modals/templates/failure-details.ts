import type { TFunction } from 'i18next';

/** One translated label with its value (text) or nested entries (e.g. the states that allow an action). */
export interface DetailEntry {
  key: string;
  label: string;
  value: string | DetailEntry[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A value named after a state or type is translated from the enum catalogue of that name
 * (`taskState: 'Prepared'` -> `Enums.TaskState.Prepared`); other values are shown as they are.
 */
function valueText(key: string, value: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, t, exists)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${String(t(`ErrorDetails.${k}`, { defaultValue: k }))}: ${valueText(k, v, t, exists)}`)
      .join('; ');
  if (typeof value === 'string') {
    const enumKey = `Enums.${key.charAt(0).toUpperCase()}${key.slice(1)}.${value}`;
    return exists(enumKey) ? String(t(enumKey)) : value;
  }
  return String(value);
}

/**
 * The details a server sent with a refusal, as translated label/value pairs: labels from
 * `ErrorDetails.<key>`, values from the enum catalogues, empty values left out, objects nested one
 * level (then flattened into text). A detail without a label in the catalogue is data for the
 * program (ids, counts the message already says, validation problems) and is not shown; so are the
 * keys in `said` (the message's own {{placeholders}}).
 */
export function detailEntries(details: unknown, t: TFunction, exists: (key: string) => boolean, said: ReadonlySet<string> = new Set()): DetailEntry[] {
  if (!isRecord(details)) return [];
  return Object.entries(details)
    .filter(([k]) => exists(`ErrorDetails.${k}`) && !said.has(k))
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([key, v]) => ({
      key,
      label: String(t(`ErrorDetails.${key}`, { defaultValue: key })),
      value: isRecord(v) ? detailEntries(v, t, exists) : valueText(key, v, t, exists),
    }));
}
