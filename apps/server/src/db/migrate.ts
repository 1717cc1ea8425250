import fs from 'node:fs';
import path from 'node:path';
import { readPluginList } from '@cockpit/contracts/plugin-routes';
import { repoRoot } from '../config';
import type { Db } from './types';

export const migrationsDir = path.join(repoRoot, 'apps/server/migrations');

/** The host's migrations and those of every listed plugin (plugins/<folder>/server/migrations). */
export function migrationDirs(pluginsDir = path.join(repoRoot, 'plugins')): string[] {
  const plugins = readPluginList(pluginsDir).map((plugin) => path.join(plugin.dir, 'server', 'migrations'));
  return [migrationsDir, ...plugins.filter((dir) => fs.existsSync(dir))];
}

/** The migration files of some folders by name, in the order of their names; a name two folders hold stops the start, naming both. */
function migrationFiles(dirs: readonly string[]): Array<{ name: string; file: string }> {
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of fs.readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))) {
      const taken = byName.get(name);
      if (taken) throw new Error(`Migration ${name} is in ${taken} and in ${dir}`);
      byName.set(name, dir);
    }
  }
  return [...byName.keys()].sort().map((name) => ({ name, file: path.join(byName.get(name)!, name) }));
}

/**
 * Plain SQL files named NNN_what.sql, applied once each, in the order of their names, each in its
 * own transaction: the host's and the plugins' in one sequence (a plugin numbers its files where
 * they belong among the host's).
 */
export async function migrate(db: Db, dirs: string | readonly string[] = migrationDirs()): Promise<string[]> {
  const files = migrationFiles(typeof dirs === 'string' ? [dirs] : dirs);
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied: string[] = [];
  // Several server processes may start at once on one PostgreSQL database: one migrates, the others wait.
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    for (const { name, file } of files) {
      if (done.has(name)) continue;
      await tx.exec(fs.readFileSync(file, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    // Tables added by this run get their change-count trigger too (migration 110; the kept list answers read the counts).
    if (applied.length && (await tx.query(`select 1 from pg_proc where proname = 'cockpit_track_table_changes'`)).rows.length) {
      await tx.query('select cockpit_track_table_changes()');
    }
    return applied;
  });
}
