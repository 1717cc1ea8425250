import fs from 'node:fs';
import type { ServerConfig } from '../config';
import { makePrivateDir } from '../db/private-files';
import { demoImage, demoImageCacheDir, type DemoImage } from './demo-image';

/** Whether a start on this configuration seeds a new PGlite folder, which the demo image can stand for. */
export function startsFromDemoImage(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'seed' | 'demoImage'>): boolean {
  if (config.databaseUrl || !config.seed || config.demoImage === false || config.dataDir.startsWith('memory://')) return false;
  return !fs.existsSync(config.dataDir) || fs.readdirSync(config.dataDir).length === 0;
}

/**
 * On a first start on an empty PGlite folder, copies the demo image there (made first when the
 * cache has none for the current sources) and answers it; the caller moves its dates to now.
 * Answers undefined (the server then seeds as before) when the start is not such a start, or the
 * image cannot be made or copied (the folder is left empty).
 */
export async function placeDemoImage(config: ServerConfig, warn: (message: string, error: unknown) => void): Promise<DemoImage | undefined> {
  if (!startsFromDemoImage(config)) return undefined;
  try {
    const image = await demoImage(config.demoImageCache ?? demoImageCacheDir(), config.demoScale);
    makePrivateDir(config.dataDir);
    fs.cpSync(image.dir, config.dataDir, { recursive: true });
    return image;
  } catch (error) {
    warn('The prepared demo database could not be used; seeding the demo instead', error);
    if (fs.existsSync(config.dataDir)) for (const entry of fs.readdirSync(config.dataDir)) fs.rmSync(`${config.dataDir}/${entry}`, { recursive: true, force: true });
    return undefined;
  }
}
