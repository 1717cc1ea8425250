import type { ApiPath } from './generated/api-paths';
import type { DialogSchema } from './generated/dialog';
import type { GridSchema } from './generated/grid';
import type { LanguageList } from './generated/languages';
import type { MenuSchema } from './generated/menu';
import type { PermissionDefaults } from './generated/permissions';
import type { PluginManifest } from './generated/plugin';
import type { SchemaIndex } from './generated/schema-index';
import { gridRoutesOf, idOf } from './definitions';
import { withResolvedGrids } from './grid-extends';
import { documentOrder, isWithin } from './json-pointer';
import type { LoadedSchemaFiles, ValidationOutcome } from './validate-files';
import { blocksFile, type PluginSource, type SchemaFileStatus, type SchemaIssue, type SchemaReport } from './types';

/**
 * The schemas the console runs on: only files without errors, so a broken grid is missing from
 * `grids` (and listed in `report.files` with its routes and why) while every other screen works.
 */
export interface SchemaSet {
  index?: SchemaIndex;
  /** Every path-table entry without an error of its own, merged from all path-table files. */
  pathTable: Record<string, ApiPath>;
  permissions?: PermissionDefaults;
  menu?: MenuSchema;
  languages?: LanguageList;
  grids: GridSchema[];
  dialogs: DialogSchema[];
  plugins: PluginManifest[];
  report: SchemaReport;
}

export function buildReport(input: LoadedSchemaFiles, outcome: ValidationOutcome, extraIssues: SchemaIssue[] = []): SchemaReport {
  const all = [...outcome.issues, ...extraIssues];
  const byFile = new Map<string, SchemaIssue[]>();
  for (const issue of all) byFile.set(issue.file, [...(byFile.get(issue.file) ?? []), issue]);
  const files: SchemaFileStatus[] = [];
  const order = [...outcome.kinds.keys(), ...[...byFile.keys()].filter((f) => !outcome.kinds.has(f))];
  for (const file of order) {
    const kind = outcome.kinds.get(file) ?? 'catalogue';
    const data = kind === 'plugin' ? input.plugins?.find((p) => p.file === file)?.data : input.files.get(file);
    const rank = documentOrder(data);
    const issues = (byFile.get(file) ?? []).sort((a, b) => rank(a.pointer) - rank(b.pointer));
    const status: SchemaFileStatus = { file, kind, ok: !issues.some(blocksFile), issues };
    if (kind === 'grid' || kind === 'dialog') {
      const id = idOf(data);
      if (id !== undefined) status.id = id;
    }
    if (kind === 'grid') status.routes = gridRoutesOf(data);
    files.push(status);
  }
  const issues = files.flatMap((f) => f.issues);
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  return { ok: errorCount === 0, errorCount, warningCount: issues.length - errorCount, issues, files, skipped: outcome.skipped };
}

export function buildSchemaSet(loaded: LoadedSchemaFiles, report: SchemaReport): SchemaSet {
  // Grids that extend another are used with their base applied, as they were validated.
  const indexGrids = (loaded.files.get('index.json') as { grids?: unknown } | undefined)?.grids;
  const input = { ...loaded, files: withResolvedGrids(loaded.files, Array.isArray(indexGrids) ? indexGrids.filter((g): g is string => typeof g === 'string') : []).files };
  const status = new Map(report.files.map((f) => [f.file, f]));
  const ok = (file: string) => status.get(file)?.ok ?? false;
  const usable = <T>(file: string | undefined): T | undefined => (file !== undefined && ok(file) ? (input.files.get(file) as T) : undefined);
  const index = input.files.get('index.json') as Partial<SchemaIndex> | undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

  // The path table is shared by every screen: an entry with its own error is left out, the rest
  // of its file still counts, so one bad key does not break the calls of the whole area.
  const pathTable: Record<string, ApiPath> = {};
  for (const file of list(index?.apiPaths)) {
    const paths = (input.files.get(file) as { paths?: Record<string, ApiPath> } | undefined)?.paths;
    if (!paths || typeof paths !== 'object') continue;
    const errors = (status.get(file)?.issues ?? []).filter((i) => i.severity === 'error');
    for (const [key, entry] of Object.entries(paths)) {
      const at = `/paths/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!errors.some((e) => isWithin(e.pointer, at) || e.pointer === '' || e.pointer === '/paths')) pathTable[key] = entry;
    }
  }
  const plugins = (input.plugins ?? []).filter((p: PluginSource) => ok(p.file)).map((p) => p.data as PluginManifest);
  return {
    index: ok('index.json') ? (index as SchemaIndex) : undefined,
    pathTable,
    permissions: usable<PermissionDefaults>(typeof index?.permissions === 'string' ? index.permissions : undefined),
    menu: usable<MenuSchema>(typeof index?.menu === 'string' ? index.menu : undefined),
    languages: usable<LanguageList>('i18n/languages.json'),
    grids: list(index?.grids)
      .map((f) => usable<GridSchema>(f))
      .filter((g): g is GridSchema => g !== undefined),
    dialogs: list(index?.dialogs)
      .map((f) => usable<DialogSchema>(f))
      .filter((d): d is DialogSchema => d !== undefined),
    plugins,
    report,
  };
}
