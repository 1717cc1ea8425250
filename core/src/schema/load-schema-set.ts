import { createFetchSource } from './fetch-source';
import type { SchemaSet } from './schema-set';
import type { SchemaIssue, SchemaSource } from './types';
import { languagesFile, validateLoadedSchemas, type LoadedSchemaFiles } from './validate-files';
import { prepareValidation, validateSchemaSource, type ValidateOptions } from './validate-source';

export interface LoadSchemaSetOptions extends ValidateOptions {
  /** Where the schemas folder is served; defaults to /schemas/. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * For the console: fetches /schemas/index.json and every file it lists, validates them, and
 * answers the usable schemas with per-file statuses. A broken file is left out and reported; the
 * rest works. Pass `plugins` (manifestsFromDefinitions) and `catalogue` to check those names too.
 */
export function loadSchemaSet(options: LoadSchemaSetOptions = {}): Promise<SchemaSet> {
  return validateSchemaSource(createFetchSource(options.baseUrl, options.fetch), options);
}

/**
 * A validator for schema files someone else has read (the console's schema store reads them
 * itself): it reads what else it needs (meta-schemas, the menu, the languages list) from
 * `source` and answers the issues. Files missing from `files` are the reader's to report.
 */
export function createSchemaValidator(source: SchemaSource, options: ValidateOptions = {}): (files: Map<string, unknown>) => Promise<SchemaIssue[]> {
  return async (files) => {
    const loaded: LoadedSchemaFiles = { files: new Map(files), failures: new Map() };
    const menu = (files.get('index.json') as { menu?: unknown } | undefined)?.menu;
    const prepared = await prepareValidation(source, loaded, options, [languagesFile, ...(typeof menu === 'string' ? [menu] : [])]);
    if (!prepared.meta) return prepared.metaIssues;
    return [...validateLoadedSchemas(prepared.meta, loaded).issues, ...prepared.catalogueIssues];
  };
}
