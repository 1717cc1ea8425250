import type { TFunction } from 'i18next';

/** One entry of a message list: a code translated under the column's key prefix with its parameters, or a stored text. */
interface MessageEntry {
  code?: unknown;
  params?: unknown;
  text?: unknown;
}

/**
 * The text of a message-list value (a column of type messages): each entry { code, params } is
 * translated as `<prefix>.<code>` with its parameters, each { text } (written before codes existed)
 * is shown as it is; one entry per line. The value may be the array or its JSON text (a list
 * publishes it as text); any other text is shown as it is.
 */
export function formatMessageList(value: unknown, prefix: string | undefined, t: TFunction): string {
  let entries: unknown = value;
  if (typeof value === 'string') {
    try {
      entries = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!Array.isArray(entries)) return typeof value === 'string' ? value : '';
  return entries
    .map((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return typeof entry === 'string' ? entry : '';
      const { code, params, text } = entry as MessageEntry;
      if (typeof code === 'string' && prefix) {
        const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
        return t(`${prefix}.${code}`, { ...values, defaultValue: code });
      }
      return typeof text === 'string' ? text : '';
    })
    .filter((line) => line !== '')
    .join('\n');
}
