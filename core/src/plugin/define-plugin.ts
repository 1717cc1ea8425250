import type { ComponentType } from 'react';

/**
 * What a plugin contributes, VS Code style: the plugin's plugin.json declares the names (so the
 * CLI and the server can check schemas against them without running code), and its entry module
 * exports definePlugin({...}) with the implementations under the same names.
 */
export interface PluginPage {
  /** Route path without the leading slash, e.g. 'create-sales-order'. */
  path: string;
  /** Translation key of the page title. */
  title: string;
  component: ComponentType;
  /** Permission path needed to open the page (checked by the route guard). */
  permission?: string;
  /** Feature flag needed to open the page. */
  feature?: string;
}

export interface CellRendererProps<Row = Record<string, unknown>> {
  value: unknown;
  row: Row;
  field: string;
  /** The cell's text as the column's type formats it (an enum's translated value, a date in the user's format). */
  text?: string;
}

export interface ActionContext<Row = Record<string, unknown>> {
  rows: Row[];
  form?: Record<string, unknown>;
  /** Result of the action's call, when it has one. */
  answer?: unknown;
  reload(): void;
}

export type ActionHandler = (context: ActionContext) => Promise<void> | void;

export interface DashboardWidgetContribution {
  /** Widget type code (platform.md §3) or a plugin-specific name. */
  type: string;
  component: ComponentType<{ widget: unknown }>;
}

export interface PluginDefinition {
  /** The plugin's name; schemas refer to its pieces as <name>.<piece>. */
  name: string;
  pages?: PluginPage[];
  renderers?: Record<string, ComponentType<CellRendererProps>>;
  actions?: Record<string, ActionHandler>;
  widgets?: DashboardWidgetContribution[];
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(definition.name)) throw new Error(`Plugin name "${definition.name}" must be camelCase letters and digits`);
  return definition;
}
