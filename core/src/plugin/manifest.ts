import { manifestsFromDefinitions, type PluginContributions } from '../schema/plugin-manifest';

/**
 * What a plugin declares twice must agree: plugin.json (read by the CLI and the server without
 * running code) and the definePlugin({...}) the console runs. Answers one line per difference,
 * none when they agree; every plugin's test asserts it (cli/templates/plugin has the same test).
 * Names (renderers, actions, KPI templates, modals) are compared as sets; pages and widgets in order.
 */
export function manifestDifferences(definition: PluginContributions, manifest: Record<string, unknown>): string[] {
  const made = manifestsFromDefinitions([definition])[0].data as Record<string, unknown>;
  const differences: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const names = (value: unknown) => [...list(value)].map(String).sort();
  const text = (value: unknown) => JSON.stringify(value);
  if (made.name !== manifest.name) differences.push(`name: definePlugin says ${text(made.name)}, plugin.json ${text(manifest.name)}`);
  for (const key of ['renderers', 'actions', 'kpiTemplates', 'modals', 'translationGroups'] as const) {
    const inCode = names(made[key]);
    const inJson = names(manifest[key]);
    const onlyCode = inCode.filter((n) => !inJson.includes(n));
    const onlyJson = inJson.filter((n) => !inCode.includes(n));
    if (onlyCode.length) differences.push(`${key}: ${onlyCode.join(', ')} in definePlugin but not in plugin.json`);
    if (onlyJson.length) differences.push(`${key}: ${onlyJson.join(', ')} in plugin.json but not in definePlugin`);
  }
  for (const key of ['pages', 'widgets'] as const) {
    const inCode = list(made[key]);
    const inJson = list(manifest[key]);
    for (let i = 0; i < Math.max(inCode.length, inJson.length); i++) {
      if (text(sorted(inCode[i])) !== text(sorted(inJson[i]))) differences.push(`${key}[${i}]: definePlugin says ${text(inCode[i])}, plugin.json ${text(inJson[i])}`);
    }
  }
  return differences;
}

function sorted(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}
