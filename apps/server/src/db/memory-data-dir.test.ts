import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../config';
import { openDatabase } from './open';

// DATA_DIR=memory:// is documented as an in-memory database: it must never become a folder named
// "memory:" (path.resolve made it one) in the working directory or anywhere else.
describe('DATA_DIR=memory://', () => {
  let cwd: string;
  let tmp: string;
  beforeEach(() => {
    cwd = process.cwd();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-memory-'));
    process.chdir(tmp);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('is kept as memory:// by the configuration, while a folder is made absolute', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({ DATA_DIR: 'some/folder' }).dataDir).toBe(path.join(tmp, 'some/folder'));
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('opens a PGlite that lives in memory only: no folder on disk, nothing kept after closing', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    const db = await openDatabase(config);
    try {
      expect(db.kind).toBe('pglite');
      await db.exec('create table kept (n int); insert into kept values (42);');
      expect((await db.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
    }
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(fs.existsSync(path.join(repoRoot, 'memory:'))).toBe(false);

    const again = await openDatabase(config);
    try {
      expect((await again.query<{ n: number }>(`select count(*)::int as n from pg_tables where tablename = 'kept'`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
  });
});
