import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite } from '../../apps/server/src/db/pglite';
import { createTestDatabase, usingPostgres, type TestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    mutationDatabaseDump?: string;
  }
}

// The same value shapes as the server's PGlite: numeric as numbers, dates as text.
const PARSERS = { 1700: (v: string) => Number(v), 1082: (v: string) => v };

/**
 * The database of a test file that checks business rules beside their code: migrated and seeded at
 * scale 0 (business units and users; the test adds the rows it needs). In a mutation run the run
 * prepared one dump of it (stryker/mutation-database.ts), loaded here in a second or two instead
 * of migrating and seeding again for every mutant.
 */
export async function createRulesDatabase(): Promise<TestDatabase> {
  const dump = inject('mutationDatabaseDump');
  if (!dump || usingPostgres()) return createTestDatabase(0);
  const pgl = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dump)]), parsers: PARSERS });
  const db = fromPglite(pgl);
  return { db, drop: () => db.close() };
}
