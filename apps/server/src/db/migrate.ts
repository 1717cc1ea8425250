import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import type { Db } from './types';

export const migrationsDir = path.join(repoRoot, 'apps/server/migrations');

/** Plain SQL files named NNN_what.sql, applied once each, in order, each in its own transaction. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied: string[] = [];
  // Several server processes may start at once on one PostgreSQL database: one migrates, the others wait.
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    // Tables added by this run get their change-count trigger too (migration 110; the kept list answers read the counts).
    if (applied.length && (await tx.query(`select 1 from pg_proc where proname = 'cockpit_track_table_changes'`)).rows.length) {
      await tx.query('select cockpit_track_table_changes()');
    }
    return applied;
  });
}
