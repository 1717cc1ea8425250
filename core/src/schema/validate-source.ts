import { flattenCatalogue, readCatalogueKeys } from './catalogue-keys';
import { readMetaSchemas } from './meta-schemas';
import { metaValidatorFor, type MetaValidator } from './meta-validator';
import { buildReport, buildSchemaSet, type SchemaSet } from './schema-set';
import type { PluginSource, SchemaIssue, SchemaSource } from './types';
import { languagesFile, validateLoadedSchemas, type LoadedSchemaFiles } from './validate-files';

export interface ValidateOptions {
  /** Plugin manifests; without them renderers, action handlers and menu pages are not checked. */
  plugins?: PluginSource[];
  /**
   * A language's catalogue (nested or flat, as the Localization API answers it). Without it the
   * catalogues are read from i18n/<code>/ when the source can list folders, else not checked.
   */
  catalogue?: (code: string) => Promise<unknown>;
}

/** Languages whose catalogues must hold every key when languages.json does not say. */
export const defaultConsoleLanguages = ['en-GB', 'da-DK', 'nb-NO'];

export function consoleLanguages(languages: unknown): string[] {
  const list = (languages as { languages?: unknown } | undefined)?.languages;
  if (!Array.isArray(list)) return defaultConsoleLanguages;
  const codes = list.filter((l) => l && l.console === true && typeof l.code === 'string').map((l) => l.code as string);
  return codes.length ? codes : defaultConsoleLanguages;
}

/** Reads into `loaded`, keeping the reason when a file cannot be read. */
async function readInto(source: SchemaSource, loaded: LoadedSchemaFiles, files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (loaded.files.has(file) || loaded.failures?.has(file)) return;
      try {
        loaded.files.set(file, await source.read(file));
      } catch (error) {
        loaded.failures?.set(file, error);
      }
    }),
  );
}

export function listedFiles(index: unknown): string[] {
  const i = (index ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
  return [...list(i.apiPaths), ...list(i.permissions), ...list(i.menu), ...list(i.grids), ...list(i.dialogs)];
}

/** The server lists' contracts index.json lists: read by the validator, not by the console. */
export function listContractFiles(index: unknown): string[] {
  const lists = ((index ?? {}) as Record<string, unknown>).lists;
  return Array.isArray(lists) ? lists.filter((x): x is string => typeof x === 'string') : [];
}

/** What the checks need beside the listed files: the meta-schemas, catalogues and folder listings. */
export interface PreparedValidation {
  meta?: MetaValidator;
  metaIssues: SchemaIssue[];
  catalogueIssues: SchemaIssue[];
}

/**
 * Reads `files` into `loaded` (those not there yet), adds the catalogues and folder listings, and
 * compiles the meta-schemas.
 */
export async function prepareValidation(source: SchemaSource, loaded: LoadedSchemaFiles, options: ValidateOptions, files: string[]): Promise<PreparedValidation> {
  const { metas, issues: metaIssues } = await readMetaSchemas(source.read);
  await readInto(source, loaded, files);
  loaded.plugins = options.plugins;

  const catalogueIssues: SchemaIssue[] = [];
  const codes = consoleLanguages(loaded.files.get(languagesFile));
  if (options.catalogue) {
    const load = options.catalogue;
    loaded.catalogues = new Map(await Promise.all(codes.map(async (code) => [code, flattenCatalogue(await load(code))] as const)));
  } else if (source.list) {
    loaded.catalogues = new Map();
    for (const code of codes) {
      const read = await readCatalogueKeys(source, code);
      if (!read) continue;
      loaded.catalogues.set(code, read.keys);
      (loaded.catalogueGroups ??= new Map()).set(code, read.groups);
      catalogueIssues.push(...read.issues);
    }
  }
  if (source.list) {
    const list = source.list;
    loaded.listings = new Map(
      await Promise.all(['grids', 'dialogs', 'api-paths', 'lists'].map(async (f) => [f, ((await list(f)) ?? []).filter((n) => n.endsWith('.json'))] as const)),
    );
  }
  return { meta: metas ? metaValidatorFor(metas) : undefined, metaIssues, catalogueIssues };
}

/**
 * Reads index.json and everything it lists through `source`, validates it all, and answers the
 * usable schemas with the report. Never throws for a broken file; only a broken language
 * (schemas/meta) stops the checks, and the report says so.
 */
export async function validateSchemaSource(source: SchemaSource, options: ValidateOptions = {}): Promise<SchemaSet> {
  const loaded: LoadedSchemaFiles = { files: new Map(), failures: new Map() };
  await readInto(source, loaded, ['index.json']);
  const prepared = await prepareValidation(source, loaded, options, [
    languagesFile,
    ...listedFiles(loaded.files.get('index.json')),
    ...listContractFiles(loaded.files.get('index.json')),
  ]);
  if (!prepared.meta) {
    const outcome = { issues: [], kinds: new Map(), skipped: ['every check: the meta-schemas in meta/ could not be read'] };
    return buildSchemaSet(loaded, buildReport(loaded, outcome, prepared.metaIssues));
  }
  const outcome = validateLoadedSchemas(prepared.meta, loaded);
  return buildSchemaSet(loaded, buildReport(loaded, outcome, prepared.catalogueIssues));
}
