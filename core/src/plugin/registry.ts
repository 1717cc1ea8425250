import type { ActionHandler, CellRendererProps, DashboardWidget, KpiTemplateProps, ModalTemplateProps, PluginDefinition, PluginPage } from './define-plugin';
import type { ComponentType } from 'react';
import { manifestsFromDefinitions } from '../schema/plugin-manifest';
import { pluginClashes } from '../schema/plugin-clashes';

/** A dashboard widget with the plugin that contributes it. */
export interface RegisteredWidget extends DashboardWidget {
  plugin: string;
}

/** The console's plugins, looked up by the names schemas use (<plugin>.<piece>). */
export interface PluginRegistry {
  plugins: PluginDefinition[];
  pages: PluginPage[];
  /** Every plugin's dashboard widgets, in plugin order. */
  widgets: RegisteredWidget[];
  renderer(ref: string): ComponentType<CellRendererProps> | undefined;
  action(ref: string): ActionHandler | undefined;
  /** The widget that shows a widget type (one plugin at most contributes it). */
  widget(type: string): RegisteredWidget | undefined;
  /** The KPI template for a KPI name (plugin.json kpiTemplates; the name as the KPI record has it). */
  kpiTemplate(name: string): ComponentType<KpiTemplateProps> | undefined;
  /** The translation key of a plugin KPI's name, when its plugin gives one (definePlugin kpiTemplates' title). */
  kpiTitle(name: string): string | undefined;
  /** Every plugin's modal templates under "<plugin>.<name>", for the runtime's modal registry. */
  modalTemplates: Readonly<Record<string, ComponentType<ModalTemplateProps>>>;
  has(kind: 'renderer' | 'action', ref: string): boolean;
}

function split(ref: string): [string, string] {
  const dot = ref.indexOf('.');
  return [ref.slice(0, dot), ref.slice(dot + 1)];
}

export function createPluginRegistry(plugins: PluginDefinition[]): PluginRegistry {
  const byName = new Map<string, PluginDefinition>();
  for (const p of plugins) {
    if (byName.has(p.name)) throw new Error(`Two plugins are named "${p.name}"`);
    byName.set(p.name, p);
  }
  // Two plugins contributing the same widget type, KPI or translation group: refused at start, naming both.
  const clashes = pluginClashes(manifestsFromDefinitions(plugins));
  if (clashes.length) throw new Error(clashes.map((c) => `${c.file.replace(/^\.\.\//, '')}#${c.pointer}: ${c.message}`).join('\n'));
  const renderer = (ref: string) => {
    const [plugin, piece] = split(ref);
    return byName.get(plugin)?.renderers?.[piece];
  };
  const action = (ref: string) => {
    const [plugin, piece] = split(ref);
    return byName.get(plugin)?.actions?.[piece];
  };
  const widgets: RegisteredWidget[] = plugins.flatMap((p) => (p.widgets ?? []).map((w) => ({ ...w, plugin: p.name })));
  const kpiTemplates = new Map<string, ComponentType<KpiTemplateProps>>();
  for (const p of plugins) for (const [name, template] of Object.entries(p.kpiTemplates ?? {})) kpiTemplates.set(name, template);
  return {
    plugins,
    pages: plugins.flatMap((p) => p.pages ?? []),
    widgets,
    renderer,
    action,
    widget: (type) => widgets.find((w) => w.type === type),
    kpiTemplate: (name) => kpiTemplates.get(name),
    kpiTitle: (name) => plugins.find((p) => p.kpiTitles?.[name])?.kpiTitles?.[name],
    // Prefixed with the plugin's name, so that no plugin can replace a platform template or another plugin's.
    modalTemplates: Object.fromEntries(plugins.flatMap((p) => Object.entries(p.modals ?? {}).map(([name, component]) => [`${p.name}.${name}`, component]))),
    has: (kind, ref) => Boolean(kind === 'renderer' ? renderer(ref) : action(ref)),
  };
}
