/**
 * What a new test process pays for its test database: hashing the template's sources, starting an
 * empty PGlite, reading the cached template and loading it (twice: the second load is what each
 * further test file of the process pays). Run: `node --import tsx tests/bench/test-database-setup.ts`
 * (a second run shows the cached case; with TEST_DATABASE_URL it times the PostgreSQL copy).
 */
import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase } from '../helpers/test-database';
import { PARSERS, pgliteTemplateDump, templateKey } from '../helpers/test-template';

const ms = (since: number) => Math.round(performance.now() - since);

async function main() {
  if (process.env.TEST_DATABASE_URL) {
    let at = performance.now();
    const first = await createTestDatabase();
    const firstMs = ms(at);
    at = performance.now();
    const second = await createTestDatabase();
    console.log(JSON.stringify({ database: 'postgres', firstMs, secondMs: ms(at) }));
    await first.drop();
    await second.drop();
    return;
  }
  let at = performance.now();
  const key = templateKey(1);
  const hashMs = ms(at);
  at = performance.now();
  const empty = await PGlite.create({ parsers: PARSERS });
  await empty.query('select 1');
  const emptyPgliteMs = ms(at);
  await empty.close();
  at = performance.now();
  const dump = await pgliteTemplateDump(1);
  const templateMs = ms(at);
  const loads: number[] = [];
  for (let i = 0; i < 2; i++) {
    at = performance.now();
    const db = await PGlite.create({ loadDataDir: dump, parsers: PARSERS });
    await db.query('select 1');
    loads.push(ms(at));
    await db.close();
  }
  console.log(JSON.stringify({ database: 'pglite', key, hashMs, emptyPgliteMs, templateMs, loadMs: loads, megabytes: Math.round(dump.size / 1e5) / 10 }));
}

await main();
