import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One number and date format, the user's, everywhere: screens format through core's formatters
 * (core/src/format, or its useFormat()), which read the user's settings. A formatter
 * of the browser's or the interface language's own (toLocaleString, Intl.NumberFormat,
 * toLocaleDateString, toFixed for display) shows another format on one page than on the next.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['core/src', 'plugins', 'apps/console/src'];
const ALLOWED_DIR = path.join('core', 'src', 'format') + path.sep;
const STRAY = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat)\(|\.toFixed\(/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'generated') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('one formatter', () => {
  it('no screen formats numbers or dates outside core/src/format', () => {
    const stray: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const rel = path.relative(ROOT, file);
        if (rel.startsWith(ALLOWED_DIR)) continue;
        // A plugin's server half shows no screen: its numbers go into SQL, SVG labels and figures, not to a reader.
        if (/^plugins\/[^/]+\/server\//.test(rel.split(path.sep).join('/'))) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (STRAY.test(line)) stray.push(`${rel}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(stray).toEqual([]);
  });
});
