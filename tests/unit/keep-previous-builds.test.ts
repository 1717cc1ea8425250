import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, pruneAssets } from '../../apps/console/keep-previous-builds';

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

/** A build as Vite writes it into dist/assets (with the compressed copies precompress adds). */
function build(outDir: string, names: string[]): string[] {
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  for (const n of names) {
    fs.writeFileSync(path.join(outDir, 'assets', n), n);
    fs.writeFileSync(path.join(outDir, 'assets', `${n}.br`), n);
  }
  return pruneAssets(outDir, names);
}
const assets = (outDir: string) => fs.readdirSync(path.join(outDir, 'assets')).sort();

describe('keeping the previous builds', () => {
  it('keeps the assets of the last builds for pages still open, and removes older ones with their compressed copies', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-dist-'));
    // Assets from before the first record count as one build.
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-old.js'), 'x');
    expect(build(dir, ['index-a.js', 'Page-a.js'])).toEqual([]);
    expect(assets(dir)).toEqual(['Page-a.js', 'Page-a.js.br', 'index-a.js', 'index-a.js.br', 'index-old.js']);
    expect(KEPT_BUILDS).toBe(3);
    expect(build(dir, ['index-b.js', 'Page-a.js'])).toEqual([]);
    expect(build(dir, ['index-c.js', 'Page-c.js'])).toEqual(['index-old.js']);
    expect(build(dir, ['index-d.js', 'Page-c.js']).sort()).toEqual(['index-a.js', 'index-a.js.br']);
    expect(assets(dir)).toEqual([
      'Page-a.js',
      'Page-a.js.br',
      'Page-c.js',
      'Page-c.js.br',
      'index-b.js',
      'index-b.js.br',
      'index-c.js',
      'index-c.js.br',
      'index-d.js',
      'index-d.js.br',
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.builds.json'), 'utf8')).builds).toHaveLength(3);
  });
});
