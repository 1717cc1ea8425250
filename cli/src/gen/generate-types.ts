import fs from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { typeShape, type JsonObject } from './type-shape';

/** Where `cockpit gen types` writes, relative to the project root. */
export const generatedTypesDir = 'core/src/schema/generated';

function banner(metaFile: string): string {
  return [
    '/**',
    ` * Generated from schemas/meta/${metaFile} by json-schema-to-typescript. Do not edit:`,
    ' * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this',
    ' * file is stale.',
    ' */',
  ].join('\n');
}

/**
 * grid.schema.json -> grid.ts. The index's types go to schema-index.ts: an index.ts in a folder
 * is that folder's public face in this repository, and this one is not.
 */
export function typesFileName(metaFile: string): string {
  const base = metaFile.replace(/\.schema\.json$/, '');
  return `${base === 'index' ? 'schema-index' : base}.ts`;
}

/**
 * One TypeScript file per meta-schema, in memory: file name -> content. Kept apart from writing
 * so that the staleness test can compare against what is on disk.
 */
export async function generateTypes(metaDir: string): Promise<Map<string, string>> {
  const files = (await fs.readdir(metaDir)).filter((f) => f.endsWith('.schema.json')).sort();
  const out = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(await fs.readFile(path.join(metaDir, file), 'utf8')) as JsonObject;
    const code = await compile(typeShape(schema) as JSONSchema, String(schema.title ?? file), {
      // Cross-file $refs (dialog -> grid.schema.json#/$defs/...) resolve beside the meta-schema.
      cwd: metaDir,
      bannerComment: banner(file),
      // The validator guarantees the minimum counts; plain arrays are easier to build and map.
      ignoreMinAndMaxItems: true,
      unreachableDefinitions: false,
      style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
    });
    out.set(typesFileName(file), code);
  }
  return out;
}

/** Writes the generated files, removing generated files whose meta-schema is gone. */
export async function writeGeneratedTypes(metaDir: string, outDir: string): Promise<string[]> {
  const generated = await generateTypes(metaDir);
  await fs.mkdir(outDir, { recursive: true });
  for (const existing of await fs.readdir(outDir)) {
    if (existing.endsWith('.ts') && !generated.has(existing)) await fs.rm(path.join(outDir, existing));
  }
  for (const [name, code] of generated) await fs.writeFile(path.join(outDir, name), code);
  return [...generated.keys()];
}
