import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importMessage } from './import-messages';

const catalogue = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../../schemas/i18n/${lang}/Import.json`), 'utf8')) as { errors: Record<string, string> }).errors;

describe('import messages', () => {
  it('fills the parameters in as i18next does', () => {
    expect(importMessage('noSupplier', { name: 'Acme' })).toEqual({ key: 'noSupplier', params: { name: 'Acme' }, message: 'No supplier named "Acme"' });
    expect(importMessage('required')).toEqual({ key: 'required', message: 'A value is required' });
  });

  it('has the en-GB catalogue texts, and every key in da-DK and nb-NO with the same parameters', () => {
    expect(catalogue('en-GB')).toEqual(IMPORT_MESSAGES);
    for (const lang of ['da-DK', 'nb-NO']) {
      const texts = catalogue(lang);
      for (const [key, english] of Object.entries(IMPORT_MESSAGES)) {
        const params = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(params(texts[key] ?? ''), `${lang} ${key}`).toEqual(params(english));
        expect(texts[key], `${lang} ${key}`).not.toBe(english);
      }
    }
  });
});
