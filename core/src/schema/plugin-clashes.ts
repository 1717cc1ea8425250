import { pointer } from './json-pointer';
import type { PluginSource, SchemaIssue } from './types';

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The names plugins share one namespace for (renderers, actions and modals are `<plugin>.<name>`, so cannot clash). */
const KINDS: { key: string; what: string; nameOf: (entry: unknown) => unknown }[] = [
  { key: 'widgets', what: 'widget type', nameOf: (entry) => asObject(entry)?.type },
  { key: 'kpiTemplates', what: 'KPI', nameOf: (entry) => entry },
  { key: 'kpiFigures', what: 'KPI figure', nameOf: (entry) => asObject(entry)?.name },
  { key: 'translationGroups', what: 'translation group', nameOf: (entry) => entry },
];

/**
 * Two plugins contributing the same widget type, KPI (template or figure) or translation group: the console would
 * show only one of them, so it is an error naming both (reported on the later plugin). Route
 * paths of pages are checked with the grids' routes (duplicate-route).
 */
export function pluginClashes(plugins: readonly PluginSource[]): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const { key, what, nameOf } of KINDS) {
    const owners = new Map<string, string>();
    for (const plugin of plugins) {
      const data = asObject(plugin.data);
      list(data?.[key]).forEach((entry, i) => {
        const name = nameOf(entry);
        if (typeof name !== 'string') return;
        const earlier = owners.get(name);
        if (earlier && earlier !== plugin.file) {
          issues.push({
            file: plugin.file,
            pointer: pointer(`/${key}`, i),
            rule: 'duplicate-contribution',
            message: `${what} "${name}" is contributed by ${earlier} too: two plugins may not contribute the same ${what} (rename one)`,
            severity: 'error',
          });
        } else owners.set(name, plugin.file);
      });
    }
  }
  return issues;
}
