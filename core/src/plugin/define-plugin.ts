import type { ComponentType } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiClient } from '../api/client';
import type { TemplateProps } from '../modals/templates/template-props';
import { lazyComponent, type ComponentLoader } from './lazy-component';

/**
 * What a plugin contributes, VS Code style, declared once: its entry module exports
 * definePlugin({...}) with the implementations by name, and `cockpit gen plugins` writes the names
 * into the plugin's plugin.json (beside its identity), so that the CLI and the server check schemas
 * against them without running code; CI checks that plugin.json is current.
 *
 * Pages, widgets and KPI templates may be given as `load: () => import('./X')` instead of a
 * component: the piece is then a chunk of its own, fetched when first shown, so that a plugin adds
 * nothing to the JS of pages that do not show it.
 */
export type { ComponentLoader } from './lazy-component';

/** A component, or how to load it (lazily, as a chunk of its own). */
type Implementation<Props> = { component: ComponentType<Props>; load?: never } | { load: ComponentLoader<Props>; component?: never };

interface PluginPageFields {
  /** Route path without the leading slash, e.g. 'create-sales-order'. */
  path: string;
  /** Translation key of the page title. */
  title: string;
  /** Permission path needed to open the page (checked by the route guard). */
  permission?: string;
  /** Feature flag needed to open the page. */
  feature?: string;
}

/** A page as definePlugin takes it: a component, or `load` for a page of its own chunk (the usual way). */
export type PluginPageDeclaration = PluginPageFields & Implementation<object>;

/** A page as the console uses it (definePlugin turned `load` into a lazy component). */
export interface PluginPage extends PluginPageFields {
  component: ComponentType;
}

export interface CellRendererProps<Row = Record<string, unknown>> {
  value: unknown;
  row: Row;
  field: string;
  /** The cell's text as the column's type formats it (an enum's translated value, a date in the user's format). */
  text?: string;
}

/**
 * What an action handler gets: the rows and the answer, and the runtime's helpers, so that a
 * handler never imports the runtime. Messages are translation keys or texts (t is applied when
 * the key exists).
 */
export interface ActionContext<Row = Record<string, unknown>> {
  /** The selected rows (for selection 'none', what was selected, possibly nothing). */
  rows: Row[];
  /** The dialog's data, when the action has a dialog. */
  form?: Record<string, unknown>;
  /** Result of the action's call, when it has one. */
  answer?: unknown;
  /** The master row, for actions of a detail grid. */
  parent?: Row;
  /** Reads the grid's rows again (the runtime does after the handler unless onSuccess.reload is false or the change comes over the hub). */
  reload(): void;
  /**
   * The API client: call(route of the route table, { params, query, body }) answers the route's typed result;
   * call(route(key of the path table), ...) answers unknown, to check before use. Errors show in the error modal unless silent.
   */
  api: ApiClient;
  /** Translates a key of the catalogues (the user's language). */
  t: TFunction;
  i18n: I18n;
  /** Shows the success message (a translation key or a text); does not wait for it to be closed. */
  success(message: string, values?: Record<string, unknown>): void;
  /** Shows the error modal (a translation key or a text); does not wait for it to be closed. */
  error(message: string, values?: Record<string, unknown>): void;
  /** Asks a question; answers whether the user confirmed. */
  confirm(message: string, values?: Record<string, unknown>): Promise<boolean>;
  /**
   * Opens a modal: a template of the platform ('success', 'confirm', ...) or one a plugin
   * contributes, named `<plugin>.<name>`. Answers what the modal closed with (undefined when
   * dismissed).
   */
  openModal<T = unknown>(template: string, props?: Record<string, unknown>): Promise<T | undefined>;
}

export type ActionHandler = (context: ActionContext) => Promise<void> | void;

/** A dashboard widget as the dashboard gives it to the widget's component. */
export interface WidgetProps {
  widget: {
    /** The widget type, e.g. OutgoingOrdersPending, or the plugin's own. */
    type: string;
    /** The catalogue code, for the catalogue's widgets. */
    code?: number;
    /** Translation key of its title. */
    title: string;
    /** The widget's data when the dashboard has it (valueJson, executionTime ...). */
    data?: unknown;
  };
  /**
   * Given on the dashboard-settings page (where a click toggles isEnabled): a click on
   * the widget, a chart count without a filter included, toggles it
   * there instead of opening its grid.
   */
  onToggle?: () => void;
  /** On the settings page: whether the widget is among the selected ones. */
  selected?: boolean;
}

interface WidgetFields {
  /**
   * Widget type: a type of the catalogue (e.g. OutgoingOrdersPending), shown when
   * the user enabled it on the dashboard-settings page; or a name of the plugin's own, shown to
   * every user (holding `permission`) since the shared preference holds catalogue codes only.
   */
  type: string;
  /** Translation key of the title (catalogue widgets default to DashboardSettings.widgets.<type>). */
  title?: string;
  /** Permission path needed to see a widget of the plugin's own. */
  permission?: string;
}

export type DashboardWidgetContribution = WidgetFields & Implementation<WidgetProps>;
export interface DashboardWidget extends WidgetFields {
  component: ComponentType<WidgetProps>;
}

/** A KPI tile's data: reportDataJson already parsed into data. */
export interface KpiTemplateProps {
  kpi: { id?: string | number; name: string; value?: unknown; data?: unknown };
}

/** A KPI tile: its component, or `load` with the translation key of the KPI's name (`title`, shown on KPI management). */
export type KpiTemplateContribution = ComponentType<KpiTemplateProps> | { load: ComponentLoader<KpiTemplateProps>; title?: string };

/**
 * What a plugin's modal template gets: the open modal (`entry.props` holds what the opener passed)
 * and `close(result)`, which resolves the opener's promise.
 */
export type ModalTemplateProps = TemplateProps;
export type ModalTemplateContribution = ComponentType<ModalTemplateProps> | { load: ComponentLoader<ModalTemplateProps> };

export interface PluginDefinitionInput {
  /** The plugin's name; schemas refer to its pieces as <name>.<piece>. */
  name: string;
  pages?: PluginPageDeclaration[];
  /** Cell renderers, named in grid columns as "renderer": "<plugin>.<name>". */
  renderers?: Record<string, ComponentType<CellRendererProps>>;
  /** Row action handlers, named in grid actions as "handler": "<plugin>.<name>". */
  actions?: Record<string, ActionHandler>;
  /** Dashboard widgets. */
  widgets?: DashboardWidgetContribution[];
  /** KPI tile templates by KPI name (without one: 'Template for dynamic kpi not found!'). */
  kpiTemplates?: Record<string, KpiTemplateContribution>;
  /** Modal templates, opened as "<plugin>.<name>" (ActionContext.openModal, the runtime's modal store). */
  modals?: Record<string, ModalTemplateContribution>;
  /** The catalogue groups (schemas/i18n/<language>/<Group>.json) holding the plugin's texts. */
  translationGroups?: string[];
}

export interface PluginDefinition {
  name: string;
  pages?: PluginPage[];
  renderers?: Record<string, ComponentType<CellRendererProps>>;
  actions?: Record<string, ActionHandler>;
  widgets?: DashboardWidget[];
  kpiTemplates?: Record<string, ComponentType<KpiTemplateProps>>;
  /** The translation keys of the plugin's KPI names, by KPI name (those its kpiTemplates give a title). */
  kpiTitles?: Record<string, string>;
  modals?: Record<string, ComponentType<ModalTemplateProps>>;
  translationGroups?: string[];
}

function implementation<Props extends object>(piece: { component?: ComponentType<Props>; load?: ComponentLoader<Props> }, what: string): ComponentType<Props> {
  if (piece.component) return piece.component;
  if (piece.load) return lazyComponent(piece.load);
  throw new Error(`${what} has neither a component nor load`);
}

function isLoader<Props>(piece: ComponentType<Props> | { load: ComponentLoader<Props> }): piece is { load: ComponentLoader<Props> } {
  return typeof piece === 'object' && piece !== null && typeof (piece as { load?: unknown }).load === 'function';
}

/** The translation key a KPI template gives its KPI's name, if any. */
function kpiTitle(template: KpiTemplateContribution): string | undefined {
  return typeof template === 'object' && template !== null && 'title' in template && typeof template.title === 'string' ? template.title : undefined;
}

export function definePlugin(definition: PluginDefinitionInput): PluginDefinition {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(definition.name)) throw new Error(`Plugin name "${definition.name}" must be camelCase letters and digits`);
  const { pages, widgets, kpiTemplates, modals, ...rest } = definition;
  return {
    ...rest,
    ...(pages && {
      pages: pages.map(({ component, load, ...page }) => ({ ...page, component: implementation<object>({ component, load }, `Page "${page.path}" of ${definition.name}`) })),
    }),
    ...(widgets && {
      widgets: widgets.map(({ component, load, ...widget }) => ({
        ...widget,
        component: implementation<WidgetProps>({ component, load }, `Widget "${widget.type}" of ${definition.name}`),
      })),
    }),
    ...(kpiTemplates && {
      kpiTemplates: Object.fromEntries(
        Object.entries(kpiTemplates).map(([name, t]) => [name, isLoader(t) ? implementation<KpiTemplateProps>(t, `KPI template "${name}" of ${definition.name}`) : t]),
      ),
    }),
    ...(kpiTemplates &&
      Object.values(kpiTemplates).some(kpiTitle) && {
        kpiTitles: Object.fromEntries(
          Object.entries(kpiTemplates).flatMap(([name, t]): Array<[string, string]> => {
            const title = kpiTitle(t);
            return title ? [[name, title]] : [];
          }),
        ),
      }),
    ...(modals && {
      modals: Object.fromEntries(
        Object.entries(modals).map(([name, m]) => [name, isLoader(m) ? implementation<ModalTemplateProps>(m, `Modal template "${name}" of ${definition.name}`) : m]),
      ),
    }),
  };
}
