import { collectDefinitions } from './collect-definitions';
import { checkDialog } from './dialog-checks';
import type { DialogSchema } from './generated/dialog';
import type { GridSchema } from './generated/grid';
import type { LanguageList } from './generated/languages';
import type { MenuSchema } from './generated/menu';
import type { PluginManifest } from './generated/plugin';
import { withResolvedGrids } from './grid-extends';
import { checkGrid } from './grid-checks';
import { checkGridAgainstLists } from './list-checks';
import { pointer } from './json-pointer';
import { checkMenu } from './menu-checks';
import type { MetaValidator } from './meta-validator';
import { checkPlugin } from './plugin-checks';
import { pluginClashes } from './plugin-clashes';
import { describeReadFailure } from './read-error';
import { References } from './reference-checks';
import type { FileIssue, PluginSource, SchemaIssue, SchemaKind } from './types';

/** Everything validation looks at, already read. */
export interface LoadedSchemaFiles {
  /** Path relative to the schemas folder -> parsed JSON: index.json, the files it lists, the menu, i18n/languages.json. */
  files: Map<string, unknown>;
  /** Path -> what went wrong reading it (thrown by the reader). A file in neither map was not loaded and is not checked. */
  failures?: Map<string, unknown>;
  /** Plugin manifests; without them renderers, action handlers and menu pages are not checked. */
  plugins?: PluginSource[];
  /** Console language -> its translation keys; without them translation keys are not checked. */
  catalogues?: Map<string, Set<string>>;
  /** Console language -> the group names of its catalogue files, to name the file a missing key belongs in. */
  catalogueGroups?: Map<string, string[]>;
  /** Folder (grids, dialogs, api-paths) -> its .json file names; without them unlisted files are not found. */
  listings?: Map<string, string[]>;
}

export interface ValidationOutcome {
  issues: SchemaIssue[];
  /** Every file looked at, in the order the index lists them, with what it is. */
  kinds: Map<string, SchemaKind>;
  skipped: string[];
}

export const languagesFile = 'i18n/languages.json';
const listedFolders = [
  { folder: 'grids', key: 'grids', kind: 'grid' },
  { folder: 'dialogs', key: 'dialogs', kind: 'dialog' },
  { folder: 'api-paths', key: 'apiPaths', kind: 'api-paths' },
  { folder: 'lists', key: 'lists', kind: 'list' },
] as const;

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** "$schema" names the meta-schema of the file's kind (a grid that names dialog.schema.json is completed wrongly in editors). */
function metaSchemaReference(file: string, kind: SchemaKind, data: unknown): FileIssue[] {
  const value = asObject(data)?.$schema;
  if (typeof value !== 'string' || value.endsWith(`meta/${kind}.schema.json`)) return [];
  const depth = file.split('/').length - 1;
  const expected = file.startsWith('../plugins/') ? '../../schemas/meta/plugin.schema.json' : `${depth ? '../'.repeat(depth) : './'}meta/${kind}.schema.json`;
  return [{ pointer: '/$schema', rule: 'meta-schema', message: `names "${value}" as its meta-schema, but this is a ${kind} file: use "${expected}"`, severity: 'error' }];
}

/**
 * Validates schema files that have been read: each against its meta-schema, then, for the files
 * whose shape is right, every name they use against what exists. Pure and synchronous, so the
 * server, the CLI and the console (whatever reads their files) share it.
 */
export function validateLoadedSchemas(meta: MetaValidator, input: LoadedSchemaFiles): ValidationOutcome {
  const { failures = new Map<string, unknown>() } = input;
  // A grid that extends another is checked as the console shows it: with its base applied.
  const extended = withResolvedGrids(input.files, strings(asObject(input.files.get('index.json'))?.grids));
  const files = extended.files;
  const issues: SchemaIssue[] = [...extended.issues];
  const kinds = new Map<string, SchemaKind>();
  const listedAt = new Map<string, string>();
  const skipped: string[] = [];
  const add = (file: string, found: FileIssue[]) => issues.push(...found.map((i) => ({ file, ...i })));

  // Which file is what: the index says, except for the languages list (a fixed path the
  // Localization API reads) and plugin manifests (given by whoever knows the plugins).
  kinds.set('index.json', 'index');
  const index = asObject(files.get('index.json')) ?? {};
  const listed = (kind: SchemaKind, list: string[], key: string, single = false) =>
    list.forEach((file, i) => {
      if (kinds.has(file)) return;
      kinds.set(file, kind);
      listedAt.set(file, single ? pointer('', key) : pointer('', key, i));
    });
  listed('api-paths', strings(index.apiPaths), 'apiPaths');
  listed('permissions', strings([index.permissions]), 'permissions', true);
  listed('menu', strings([index.menu]), 'menu', true);
  listed('grid', strings(index.grids), 'grids');
  listed('dialog', strings(index.dialogs), 'dialogs');
  listed('list', strings(index.lists), 'lists');
  if (files.has(languagesFile) || failures.has(languagesFile)) kinds.set(languagesFile, 'languages');
  const plugins = input.plugins ?? [];
  for (const plugin of plugins) kinds.set(plugin.file, 'plugin');

  // Shape: each file against its meta-schema.
  const valid = new Set<string>();
  const data = (file: string) => (kinds.get(file) === 'plugin' ? plugins.find((p) => p.file === file)?.data : files.get(file));
  for (const [file, kind] of kinds) {
    const pluginError = kind === 'plugin' ? plugins.find((p) => p.file === file)?.error : undefined;
    if (failures.has(file) || pluginError !== undefined) {
      const failure = pluginError !== undefined ? { rule: 'unreadable', message: pluginError } : describeReadFailure(failures.get(file));
      const where = listedAt.get(file);
      add(file, [
        { pointer: '', ...failure, message: failure.message + (failure.rule === 'missing-file' && where ? `, but index.json lists it at #${where}` : ''), severity: 'error' },
      ]);
      continue;
    }
    if (kind !== 'plugin' && !files.has(file)) continue;
    const found = [...meta.validate(kind, data(file)), ...metaSchemaReference(file, kind, data(file))];
    add(file, found);
    if (!found.some((f) => f.severity === 'error')) valid.add(file);
  }
  if (!asObject(files.get('index.json'))) return { issues, kinds, skipped };

  const { defs, issues: duplicates } = collectDefinitions(index, files, failures, input.plugins, input.catalogues, input.catalogueGroups);
  issues.push(...duplicates, ...pluginClashes(plugins.filter((p) => valid.has(p.file))));
  // Grids are checked against well-formed contracts only (a broken one is reported on its file).
  for (const lists of defs.lists ? [defs.lists.byPath, defs.lists.byLiveView] : []) {
    for (const [key, known] of lists) if (!valid.has(known.file)) lists.delete(key);
  }
  if (!input.plugins) skipped.push('cell renderers, action handlers and menu pages: no plugin list was given');
  if (!input.catalogues) skipped.push('translation keys: the catalogues could not be read');

  // Menu entries are checked against the pages only when all of them are known: an unreadable
  // grid file may well declare the page a menu entry opens.
  const pagesKnown = Boolean(defs.plugins) && !strings(index.grids).some((file) => failures.has(file));

  // References, in files whose shape is right (a file with shape errors is fixed first).
  for (const [file, kind] of kinds) {
    if (!valid.has(file)) continue;
    const refs = new References(defs);
    let own: FileIssue[] = [];
    if (kind === 'grid') own = [...checkGrid(files.get(file) as GridSchema, refs), ...checkGridAgainstLists(files.get(file) as GridSchema, defs)];
    else if (kind === 'dialog') own = checkDialog(files.get(file) as DialogSchema, refs, meta);
    else if (kind === 'menu') own = checkMenu(files.get(file) as MenuSchema, refs, pagesKnown ? defs.pages : undefined);
    else if (kind === 'plugin') own = checkPlugin(data(file) as PluginManifest, refs);
    else if (kind === 'languages') own = duplicateLanguages(files.get(file) as LanguageList);
    add(file, [...refs.issues, ...own]);
  }

  // What is wrong in a base is reported on the base, not again on every grid that extends it.
  for (const [file, base] of extended.bases) {
    const inBase = new Set(issues.filter((i) => i.file === base).map((i) => `${i.rule} ${i.pointer} ${i.message}`));
    for (let i = issues.length - 1; i >= 0; i--) {
      if (issues[i].file === file && inBase.has(`${issues[i].rule} ${issues[i].pointer} ${issues[i].message}`)) issues.splice(i, 1);
    }
  }

  // Files in the folders that the index forgets: they exist but the console never loads them.
  if (input.listings) {
    for (const { folder, key, kind } of listedFolders) {
      const inIndex = new Set(strings(index[key]));
      for (const name of input.listings.get(folder) ?? []) {
        const file = `${folder}/${name}`;
        if (inIndex.has(file)) continue;
        kinds.set(file, kind);
        const consequence = kind === 'list' ? 'so no grid is checked against it' : 'so the console never loads it';
        add(file, [{ pointer: '', rule: 'unlisted-file', message: `is not listed in index.json "${key}", ${consequence}`, severity: 'error' }]);
      }
    }
  } else skipped.push('files missing from index.json: the folders could not be listed');

  return { issues, kinds, skipped };
}

function duplicateLanguages(list: LanguageList): FileIssue[] {
  const seen = new Map<string, number>();
  const issues: FileIssue[] = [];
  list.languages.forEach((language, i) => {
    const earlier = seen.get(language.code);
    if (earlier !== undefined)
      issues.push({
        pointer: pointer('/languages', i, 'code'),
        rule: 'duplicate-language',
        message: `language "${language.code}" is already listed at #/languages/${earlier}`,
        severity: 'error',
      });
    else seen.set(language.code, i);
  });
  return issues;
}
