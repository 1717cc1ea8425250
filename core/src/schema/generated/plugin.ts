/**
 * Generated from schemas/meta/plugin.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * A piece's name within the plugin, e.g. quantityBar.
 */
export type PieceName = string;

/**
 * A plugin's identity (name, description, version, dependencies: written by hand) and what it contributes, by name, so that the CLI, the server and the console can check schemas against it without running the plugin's code. The pieces are declared once, in the code (definePlugin in src/index.ts, defineServerPlugin in server/index.ts), and written here by `cockpit gen plugins`; CI checks they are current.
 */
export interface PluginManifest {
  /**
   * Path to this meta-schema, so that editors complete and check the file.
   */
  $schema: string;
  /**
   * The plugin's name; schemas refer to its pieces as <name>.<piece> (e.g. stock.quantityBar).
   */
  name: string;
  /**
   * A note for developers; not shown.
   */
  description?: string;
  /**
   * The plugin's version (semantic versioning).
   */
  version?: string;
  /**
   * Plugins it needs, by name: each must be in plugins/server-plugins.json (cockpit gen plugins checks it).
   */
  dependencies?: string[];
  /**
   * Written by cockpit gen plugins above the pieces: where they are declared.
   */
  $comment?: string;
  /**
   * Custom pages the plugin adds to the console.
   */
  pages?: PluginPageManifest[];
  /**
   * Cell renderers, referred to by grid columns' renderer as <plugin>.<name>.
   */
  renderers?: PieceName[];
  /**
   * Action handlers, referred to by grid actions' handler as <plugin>.<name>.
   */
  actions?: PieceName[];
  /**
   * Dashboard widgets: components for widget types of the catalogue, or widgets of the plugin's own.
   */
  widgets?: PluginWidgetManifest[];
  /**
   * KPI tile templates by the KPI name they show; a KPI without a template shows 'Template for dynamic kpi not found!'.
   *
   * Items: A KPI name, as the KPI records name it.
   */
  kpiTemplates?: string[];
  /**
   * KPIs whose figure the plugin computes on the server: the host runs each one's SQL for the caller's business unit, behind its permission, and the KPI tile (kpiTemplates, same name) gets the answer as its data.
   */
  kpiFigures?: PluginKpiFigure[];
  /**
   * Modal templates the plugin contributes, beside the platform's own; opened by action handlers with openModal('<plugin>.<name>', props).
   *
   * Items: A modal template's name; it is opened as <plugin>.<name>.
   */
  modals?: string[];
  /**
   * The catalogue groups whose texts the plugin owns; each must exist in every console language.
   *
   * Items: A catalogue group (schemas/i18n/<language>/<Group>.json) holding the plugin's texts.
   */
  translationGroups?: string[];
}
export interface PluginPageManifest {
  /**
   * Route path without the leading slash, e.g. create-sales-order; empty for the start page (the dashboard).
   */
  path: string;
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  title: string;
  /**
   * A key of schemas/permissions.json: header/settings/<key>, grid/<key> or data/<key>.
   */
  permission?: string;
  /**
   * Feature flag the page needs.
   */
  feature?: string;
}
export interface PluginWidgetManifest {
  /**
   * Widget type code or a plugin-specific name.
   */
  type: string;
  /**
   * A dotted key into the i18n catalogues (schemas/i18n/<language>/<Group>.json), e.g. Materials.columns.itemNo.
   */
  title?: string;
  /**
   * A key of schemas/permissions.json: header/settings/<key>, grid/<key> or data/<key>.
   */
  permission?: string;
}
export interface PluginKpiFigure {
  /**
   * The KPI's name, as the KPI records and the tile template name it; not one of the host's KPIs.
   */
  name: string;
  /**
   * A .sql file of the plugin (relative to plugin.json). It reads $1 = the caller's business unit id, $2 and $3 = the end of yesterday and of today in the unit's region, and answers one row with a numeric column value (the tile's figure) and any others (the tile's data). It runs read-only.
   */
  sql: string;
  /**
   * A key of schemas/permissions.json: header/settings/<key>, grid/<key> or data/<key>.
   */
  permission?: string;
}
