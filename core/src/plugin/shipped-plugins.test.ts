import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pluginsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../plugins');

describe('every shipped plugin', () => {
  // A plugin with a console half (src/); a server-only plugin (server/ and routes.ts) has no definePlugin.
  const names = fs
    .readdirSync(pluginsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(pluginsDir, d.name, 'plugin.json')) && fs.existsSync(path.join(pluginsDir, d.name, 'src')));
  it.each(names.map((d) => d.name))('%s has a test that its plugin.json and definePlugin agree', (name) => {
    const src = path.join(pluginsDir, name, 'src');
    const tests = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
    expect(
      tests.some((f) => /manifestDifferences\(/.test(fs.readFileSync(path.join(src, f), 'utf8'))),
      `plugins/${name}/src has no test calling manifestDifferences`,
    ).toBe(true);
  });
});
