import { describeReadFailure } from './read-error';
import type { SchemaIssue, SchemaKind, SchemaReader } from './types';
import { schemaKinds } from './types';

/** The meta-schema of each kind, relative to the schemas folder. */
export function metaSchemaFile(kind: SchemaKind): string {
  return `meta/${kind}.schema.json`;
}

export type MetaSchemas = Record<SchemaKind, Record<string, unknown>>;

/**
 * Reads every meta-schema through the same reader as the files they check, so that the console,
 * the server and the CLI validate against the language in the folder they read, not a copy.
 * Without its language nothing can be checked: a missing or broken meta-schema is answered as
 * issues instead of meta-schemas.
 */
export async function readMetaSchemas(read: SchemaReader): Promise<{ metas?: MetaSchemas; issues: SchemaIssue[] }> {
  const issues: SchemaIssue[] = [];
  const entries = await Promise.all(
    schemaKinds.map(async (kind) => {
      const file = metaSchemaFile(kind);
      try {
        const value = await read(file);
        if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { $id?: unknown }).$id === 'string') {
          return [kind, value as Record<string, unknown>] as const;
        }
        issues.push({ file, pointer: '', rule: 'meta-schema', message: 'must be a JSON Schema object with an "$id"', severity: 'error' });
      } catch (error) {
        issues.push({ file, pointer: '', ...describeReadFailure(error), severity: 'error' });
      }
      return undefined;
    }),
  );
  if (issues.length) return { issues };
  return { metas: Object.fromEntries(entries.filter((e) => e !== undefined)) as MetaSchemas, issues };
}
