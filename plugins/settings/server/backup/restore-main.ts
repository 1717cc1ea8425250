/**
 * `cockpit restore <file> --data-dir <dir>` runs this (the CLI does not load the database engine
 * itself). Run: node --import tsx plugins/settings/server/backup/restore-main.ts <file> <dir>
 */
import { restoreDataDir } from './restore';

const [file, dir] = process.argv.slice(2);
if (!file || !dir) {
  console.error('usage: restore-main <backup file> <data folder>');
  process.exit(2);
}
try {
  const { migrations } = await restoreDataDir(file, dir);
  console.log(`restored ${file} into ${dir} (${migrations} migrations applied in the copy)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
