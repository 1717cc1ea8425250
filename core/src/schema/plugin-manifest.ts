import type { PluginSource } from './types';

/** The parts of a plugin definition (definePlugin) that say what it contributes. */
export interface PluginContributions {
  name: string;
  pages?: { path: string; title: string; permission?: string; feature?: string }[];
  renderers?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  widgets?: { type: string; title?: string; permission?: string }[];
  kpiTemplates?: Record<string, unknown>;
  modals?: Record<string, unknown>;
  translationGroups?: string[];
}

/**
 * Manifests made from the console's registered plugins, for validating in the browser where
 * plugins/*\/plugin.json cannot be listed. The definition is what actually runs, so checking
 * schemas against it is as good as against plugin.json.
 */
export function manifestsFromDefinitions(plugins: readonly PluginContributions[]): PluginSource[] {
  return plugins.map((plugin) => ({
    file: `../plugins/${plugin.name}/plugin.json`,
    data: {
      $schema: '../../schemas/meta/plugin.schema.json',
      name: plugin.name,
      pages: (plugin.pages ?? []).map(({ path, title, permission, feature }) => ({
        path,
        title,
        ...(permission !== undefined && { permission }),
        ...(feature !== undefined && { feature }),
      })),
      renderers: Object.keys(plugin.renderers ?? {}),
      actions: Object.keys(plugin.actions ?? {}),
      widgets: (plugin.widgets ?? []).map(({ type, title, permission }) => ({
        type,
        ...(title !== undefined && { title }),
        ...(permission !== undefined && { permission }),
      })),
      kpiTemplates: Object.keys(plugin.kpiTemplates ?? {}),
      ...(plugin.modals && { modals: Object.keys(plugin.modals) }),
      ...(plugin.translationGroups && { translationGroups: plugin.translationGroups }),
    },
  }));
}
