import type { PathTable } from '../api/path-table';
import { withResolvedGrids } from '../schema/grid-extends';
import { parseJsonText } from '../schema/read-error';
import type { PermissionDefaults } from '../permissions/rules';
import type { DialogSchema, GridSchema } from '../schema';
import type { BundlePart, GridEntry, LoadedSchemas, SchemaIndexFile, SchemaProblem } from './loaded-schemas';

/** Reads one file of the schemas folder; throws with a readable message when it cannot. */
export type SchemaReader = (file: string) => Promise<unknown>;

/** Full validation (shape against schemas/meta and cross-references), per file. */
export type SchemaValidator = (files: Map<string, unknown>) => Promise<SchemaProblem[]> | SchemaProblem[];

export function fetchReader(baseUrl: string, fetchFn: typeof fetch = fetch): SchemaReader {
  return async (file) => {
    // Fetched at run time and never cached stale: an integrator's edit shows on the next reload.
    const res = await fetchFn(baseUrl + file, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`could not be read (HTTP ${res.status})`);
    // parseJsonText says where: "is not valid JSON: … at line 3, column 5".
    return parseJsonText(await res.text());
  };
}

async function readAll(read: SchemaReader, files: string[]): Promise<{ values: Map<string, unknown>; problems: SchemaProblem[] }> {
  const values = new Map<string, unknown>();
  const problems: SchemaProblem[] = [];
  await Promise.all(
    files.map(async (file) => {
      try {
        values.set(file, await read(file));
      } catch (error) {
        problems.push({ file, pointer: '', message: (error as Error).message });
      }
    }),
  );
  return { values, problems };
}

/**
 * The schemas folder read and validated by the server in one answer (GET /api/Schemas/bundle):
 * index.json and every file it lists that could be read, and the errors per file.
 */
export interface SchemaBundle {
  files: Record<string, unknown>;
  problems: SchemaProblem[];
  /** Labels of screens changed in the studio, per language (`Studio.<grid>.*` keys), added to the catalogues. */
  texts?: Record<string, Record<string, string>>;
  /** Screens whose studio change no longer validates (a release changed what it stands on): the shipped screen is served. */
  studioStale?: string[];
  /** Set when the bundle holds one page's grids only (page-bundle.ts); the whole bundle comes after. */
  part?: BundlePart;
}

/**
 * Loads index.json and every file it lists. Nothing here throws for a broken file: its problems
 * are kept beside it so that the console shows which screen is broken and why while the rest works.
 */
export async function loadSchemas(read: SchemaReader, validate?: SchemaValidator): Promise<LoadedSchemas> {
  const index = (await read('index.json')) as SchemaIndexFile;
  const files = [...index.apiPaths, index.permissions, ...index.grids, ...index.dialogs];
  const { values, problems } = await readAll(read, files);
  values.set('index.json', index);
  if (validate) problems.push(...(await validate(values)));
  return assembleSchemas(index, values, problems);
}

/** The same as loadSchemas, from the server's bundle: no file is fetched and nothing is validated here. */
export function schemasFromBundle(bundle: SchemaBundle): LoadedSchemas {
  const index = bundle.files['index.json'] as SchemaIndexFile | undefined;
  if (!index) {
    const why = bundle.problems.find((p) => p.file === 'index.json')?.message ?? 'could not be read';
    throw new Error(`index.json ${why}`);
  }
  const values = new Map(Object.entries(bundle.files));
  const problems = [...bundle.problems];
  // A listed file the server could not read is broken like one the browser could not fetch.
  for (const file of [...index.apiPaths, index.permissions, ...index.grids, ...index.dialogs]) {
    if (!values.has(file) && !problems.some((p) => p.file === file)) problems.push({ file, pointer: '', message: 'could not be read' });
  }
  const schemas = assembleSchemas(index, values, problems);
  return {
    ...schemas,
    ...(bundle.texts ? { texts: bundle.texts } : {}),
    ...(bundle.studioStale?.length ? { studioStale: bundle.studioStale } : {}),
    ...(bundle.part ? { part: bundle.part } : {}),
  };
}

function assembleSchemas(index: SchemaIndexFile, read: Map<string, unknown>, problems: SchemaProblem[]): LoadedSchemas {
  // A grid that extends another is shown with its base applied (schemas/meta/grid.schema.json "extends").
  const values = withResolvedGrids(read, index.grids).files;
  const paths: PathTable = {};
  for (const file of index.apiPaths) Object.assign(paths, (values.get(file) as { paths?: PathTable } | undefined)?.paths ?? {});
  const permissionsFile = values.get(index.permissions) as Partial<PermissionDefaults> | undefined;
  const permissions: PermissionDefaults = { header: permissionsFile?.header ?? {}, grid: permissionsFile?.grid ?? {}, data: permissionsFile?.data ?? {} };

  const byFile = (file: string) => problems.filter((p) => p.file === file);
  const grids: GridEntry[] = index.grids.map((file) => {
    const grid = values.get(file) as GridSchema | undefined;
    const own = byFile(file);
    // Without a routes list the grid cannot even say which page it is.
    if (grid && !Array.isArray(grid.routes)) own.push({ file, pointer: '/routes', message: '"routes" is required' });
    return { file, grid: grid && Array.isArray(grid.routes) ? grid : undefined, problems: own };
  });

  const dialogs = new Map<string, DialogSchema>();
  const dialogProblems = new Map<string, SchemaProblem[]>();
  for (const file of index.dialogs) {
    const dialog = values.get(file) as DialogSchema | undefined;
    const id = dialog?.id ?? file.replace(/^dialogs\/|\.json$/g, '');
    const own = byFile(file);
    if (own.length) dialogProblems.set(id, own);
    else if (dialog) dialogs.set(id, dialog);
  }

  const perFile = new Set([...index.grids, ...index.dialogs]);
  return { paths, permissions, grids, dialogs, dialogProblems, problems: problems.filter((p) => !perFile.has(p.file)) };
}
