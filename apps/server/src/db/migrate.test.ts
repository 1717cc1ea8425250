import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrationDirs, migrationsDir } from './migrate';
import type { Db } from './types';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function folder(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-migrations-'));
  dirs.push(dir);
  for (const file of files) fs.writeFileSync(path.join(dir, file), 'select 1;');
  return dir;
}

describe("the host's and the plugins' migrations", () => {
  it("are the host's folder and each listed plugin's server/migrations", () => {
    const listed = migrationDirs();
    expect(listed[0]).toBe(migrationsDir);
    const root = path.resolve(migrationsDir, '../../..');
    expect(listed.map((dir) => path.relative(root, dir))).toEqual(expect.arrayContaining(['plugins/cause-codes/server/migrations', 'plugins/sales/server/migrations']));
  });

  it('refuses a file name two folders hold, naming both, before touching the database', async () => {
    const [a, b] = [folder(['001_one.sql', '016_same.sql']), folder(['016_same.sql'])];
    const untouched = new Proxy({}, { get: () => () => Promise.reject(new Error('the database was touched')) }) as unknown as Db;
    await expect(migrate(untouched, [a, b])).rejects.toThrow(`Migration 016_same.sql is in ${a} and in ${b}`);
  });
});
