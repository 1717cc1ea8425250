import { describeReadFailure } from './read-error';
import type { SchemaIssue, SchemaSource } from './types';

/** Every dotted key of a catalogue, nested ({ Materials: { title } }) or already flat. */
export function flattenCatalogue(catalogue: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (!catalogue || typeof catalogue !== 'object') return into;
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.add(full);
    else flattenCatalogue(value, full, into);
  }
  return into;
}

/**
 * The keys of one language, read the way the server's Localization API builds its catalogue:
 * every i18n/<code>/<Group>.json file holds <Group>.*, and a dotted file name nests
 * (Enums.OrderState.json holds Enums.OrderState.*). Answers undefined without a folder listing.
 * A catalogue file that cannot be read is an issue of its own; its keys count as missing.
 */
export async function readCatalogueKeys(source: SchemaSource, code: string): Promise<{ keys: Set<string>; groups: string[]; issues: SchemaIssue[] } | undefined> {
  if (!source.list) return undefined;
  const files = (await source.list(`i18n/${code}`)) ?? [];
  const keys = new Set<string>();
  const issues: SchemaIssue[] = [];
  await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .map(async (name) => {
        const file = `i18n/${code}/${name}`;
        try {
          flattenCatalogue(await source.read(file), name.slice(0, -'.json'.length), keys);
        } catch (error) {
          issues.push({ file, pointer: '', ...describeReadFailure(error), severity: 'error' });
        }
      }),
  );
  const groups = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
  return { keys, groups, issues };
}

/**
 * The catalogue file of one language that holds (or should hold) a key: the file of the longest
 * group that prefixes it (Enums.OrderState.Started is in Enums.OrderState.json, or else in
 * Enums.json); when the language has none, the file another language keeps it in; else the key's
 * first segment. Without the file names (the console) the first segment.
 */
export function catalogueFileFor(key: string, code: string, groups?: readonly string[], otherGroups?: Iterable<string>): string {
  const parts = key.split('.');
  const longest = (names: Iterable<string> | undefined) => {
    const set = new Set(names ?? []);
    for (let n = parts.length - 1; n >= 1; n--) {
      const group = parts.slice(0, n).join('.');
      if (set.has(group)) return group;
    }
    return undefined;
  };
  return `i18n/${code}/${longest(groups) ?? longest(otherGroups) ?? parts[0]}.json`;
}
