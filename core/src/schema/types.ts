/**
 * The words of schema validation, shared by the server (at start and GET /api/Schemas/validation),
 * the CLI (`cockpit validate`) and the console (on load). Nothing here touches the DOM or Node.
 */

/** Which meta-schema a file is checked against (schemas/meta/<kind>.schema.json). */
export type SchemaKind = 'index' | 'grid' | 'dialog' | 'menu' | 'permissions' | 'api-paths' | 'languages' | 'plugin' | 'list';

export const schemaKinds: readonly SchemaKind[] = ['index', 'grid', 'dialog', 'menu', 'permissions', 'api-paths', 'languages', 'plugin', 'list'];

export type IssueSeverity = 'error' | 'warning';

/**
 * One thing wrong in one file. `file` is relative to the schemas folder (`grids/tasks.json`;
 * a plugin's manifest is `../plugins/stock/plugin.json`), `pointer` a JSON pointer into it ('' is
 * the whole file), `rule` a stable name of what was checked (an ajv keyword such as `enum`, or a
 * cross-reference rule such as `unknown-dialog`), `message` the rule in plain words.
 */
export interface SchemaIssue {
  file: string;
  pointer: string;
  rule: string;
  message: string;
  severity: IssueSeverity;
}

/**
 * Rules whose errors fail validation (cockpit validate, CI) but leave the file usable: a key missing
 * in one language shows as #<key> there instead of taking the page away from the
 * users of every language.
 */
export const nonBlockingRules: ReadonlySet<string> = new Set(['unknown-translation-key', 'unknown-translation-group']);

/** Whether an issue takes its file (its screen) out of the console. */
export function blocksFile(issue: Pick<SchemaIssue, 'severity' | 'rule'>): boolean {
  return issue.severity === 'error' && !nonBlockingRules.has(issue.rule);
}

/** An issue before it is pinned to a file. */
export type FileIssue = Omit<SchemaIssue, 'file'>;

/** How one file fared, so that the console can tell which screen is broken while the rest works. */
export interface SchemaFileStatus {
  file: string;
  /** A translation catalogue (i18n/<code>/<Group>.json) has no meta-schema; its kind is 'catalogue'. */
  kind: SchemaKind | 'catalogue';
  /** No errors (warnings allowed, and missing translations, see blocksFile): the file is used. A file with errors is left out of the set. */
  ok: boolean;
  issues: SchemaIssue[];
  /** Grids and dialogs: their id, when the file has one. */
  id?: string;
  /** Grids: the route paths the file declares, so a broken grid's pages can say why they are empty. */
  routes?: string[];
}

export interface SchemaReport {
  ok: boolean;
  errorCount: number;
  warningCount: number;
  /** Every issue, file by file in the order the index lists them. */
  issues: SchemaIssue[];
  files: SchemaFileStatus[];
  /** Checks that could not run and why (e.g. no plugin list was given, so renderers were not checked). */
  skipped: string[];
}

/** Reads one file of the schemas folder by its relative path and answers the parsed JSON. */
export type SchemaReader = (path: string) => Promise<unknown>;

/**
 * Where schema files come from: the file system (Node), fetch (browser) or memory (tests).
 * `list` answers the .json file names of a folder (undefined when it does not exist); a source
 * without it (the browser) skips the checks that need a folder listing.
 */
export interface SchemaSource {
  read: SchemaReader;
  list?: (folder: string) => Promise<string[] | undefined>;
}

/** A plugin's declared contributions: its plugin.json, or a manifest made from its definition. */
export interface PluginSource {
  /** Name used in messages, relative to the schemas folder (e.g. ../plugins/stock/plugin.json). */
  file: string;
  data?: unknown;
  /** Why the manifest could not be read, when it could not. */
  error?: string;
}
