import type { ActionHandler, CellRendererProps, PluginDefinition, PluginPage } from './define-plugin';
import type { ComponentType } from 'react';

/** The console's plugins, looked up by the names schemas use (<plugin>.<piece>). */
export interface PluginRegistry {
  plugins: PluginDefinition[];
  pages: PluginPage[];
  renderer(ref: string): ComponentType<CellRendererProps> | undefined;
  action(ref: string): ActionHandler | undefined;
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
  const renderer = (ref: string) => {
    const [plugin, piece] = split(ref);
    return byName.get(plugin)?.renderers?.[piece];
  };
  const action = (ref: string) => {
    const [plugin, piece] = split(ref);
    return byName.get(plugin)?.actions?.[piece];
  };
  return {
    plugins,
    pages: plugins.flatMap((p) => p.pages ?? []),
    renderer,
    action,
    has: (kind, ref) => Boolean(kind === 'renderer' ? renderer(ref) : action(ref)),
  };
}
