import { cataloguePart, pageBundle, type NestedTexts, type SchemaIndexFile } from '@cockpit/core/schema-store';
import type { SchemaFiles } from '../schemas/schema-files';
import { nestedCatalogue } from './catalogues';

/**
 * A grid page's part of a language's catalogue (cataloguePart: the first screen's groups, the
 * groups its grid files name, its enums), made once per version of the catalogue and the grids and
 * kept per language and page, so it is serialized, tagged and packed once like the whole catalogue.
 * A page no grid serves gets the whole catalogue, and no address a client makes up is remembered.
 */
export function pageCatalogue(schemas: SchemaFiles, code: string, page: string): NestedTexts {
  const catalogue = nestedCatalogue(schemas, code);
  const version = `${schemas.version('grids')}\n${JSON.stringify(schemas.read('index.json'))}`;
  const byKey = made.get(schemas) ?? new Map<string, { catalogue: NestedTexts; version: string; part: NestedTexts }>();
  made.set(schemas, byKey);
  const key = `${code}\n${page}`;
  const kept = byKey.get(key);
  if (kept && kept.catalogue === catalogue && kept.version === version) return kept.part;
  const grids = gridsOfPage(schemas, page);
  if (!grids) return catalogue;
  const part = cataloguePart(catalogue, grids);
  byKey.set(key, { catalogue, version, part });
  return part;
}

const made = new WeakMap<SchemaFiles, Map<string, { catalogue: NestedTexts; version: string; part: NestedTexts }>>();

/** The grid files that serve `page` and the grids they extend (as the schemas' page part has them), or undefined when none does. */
function gridsOfPage(schemas: SchemaFiles, page: string): unknown[] | undefined {
  const index = schemas.read<SchemaIndexFile>('index.json');
  if (!Array.isArray(index.grids)) return undefined;
  const files: Record<string, unknown> = { 'index.json': index };
  for (const file of index.grids) if (schemas.exists(file)) files[file] = schemas.read(file);
  const part = pageBundle({ files, problems: [] }, page);
  if (!part.part) return undefined;
  const kept = (part.files['index.json'] as SchemaIndexFile).grids;
  return kept.map((file) => part.files[file]);
}
