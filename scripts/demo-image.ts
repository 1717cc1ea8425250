/**
 * `npm run demo-image`: makes the prepared demo database for the current migrations and seeding
 * code when the cache has none (`--rebuild`: always), so that the next first start on an empty
 * PGlite folder copies it instead of seeding. The server makes it on demand too; CI makes it
 * before the browser tests so that their server's start is a copy.
 */
import { loadConfig } from '../apps/server/src/config';
import { buildDemoImage, demoImageCacheDir, findDemoImage } from '../apps/server/src/seed/demo-image';
import { demoImageKey } from '../apps/server/src/seed/demo-image-key';

const config = loadConfig();
const cacheDir = config.demoImageCache ?? demoImageCacheDir();
const key = demoImageKey(config.demoScale);
const found = process.argv.includes('--rebuild') ? undefined : findDemoImage(cacheDir, key);
if (found) {
  console.log(`The prepared demo database is up to date: ${found.dir}`);
} else {
  const started = performance.now();
  const made = await buildDemoImage(cacheDir, config.demoScale, key);
  console.log(`Prepared the demo database in ${((performance.now() - started) / 1000).toFixed(1)} s: ${made.dir}`);
}
