import fs from 'node:fs';
import path from 'node:path';
import { consoleLanguages } from '@cockpit/core/schema';
import { readJson, writeJson } from '../project';

type Texts = { [key: string]: string | Texts };

/** Adds what `texts` has and the file lacks; an integrator's existing translations are never overwritten. */
function merge(into: Texts, texts: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(texts)) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (typeof existing === 'object' && typeof value === 'object') out[key] = merge(existing, value);
  }
  return out;
}

/**
 * Writes a group's texts into i18n/<language>/<group>.json of every console language, so that
 * the new keys validate at once. Other languages get the English text to translate; it is marked
 * nowhere else, so the command lists the files it touched.
 */
export function addTexts(schemasDir: string, group: string, texts: Texts): string[] {
  const languagesFile = path.join(schemasDir, 'i18n', 'languages.json');
  const codes = consoleLanguages(fs.existsSync(languagesFile) ? readJson<unknown>(languagesFile) : undefined);
  const written: string[] = [];
  for (const code of codes) {
    const file = path.join(schemasDir, 'i18n', code, `${group}.json`);
    const existing = fs.existsSync(file) ? readJson<Texts>(file) : {};
    const merged = merge(existing, texts);
    if (JSON.stringify(merged) === JSON.stringify(existing)) continue;
    writeJson(file, merged);
    written.push(file);
  }
  return written;
}
