import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { permissionTextKeys } from './permission-names';

const root = path.resolve(__dirname, '../../../..');
const permissions = JSON.parse(fs.readFileSync(path.join(root, 'schemas/permissions.json'), 'utf8')) as Record<string, unknown>;
const scopes = ['header', 'grid', 'data'] as const;
const all = scopes.flatMap((scope) => Object.keys(permissions[scope] as object).map((key) => ({ scope, key })));

function lookup(catalogue: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

describe('permission names', () => {
  it('covers the permissions', () => expect(all.length).toBeGreaterThan(80));

  for (const language of ['en-GB', 'da-DK', 'nb-NO']) {
    it(`names and describes every permission of schemas/permissions.json in ${language}`, () => {
      const catalogue = { Permissions: JSON.parse(fs.readFileSync(path.join(root, `schemas/i18n/${language}/Permissions.json`), 'utf8')) };
      const missing = all.filter(({ scope, key }) => {
        const keys = permissionTextKeys(scope, key);
        const name = lookup(catalogue, keys.name);
        const description = lookup(catalogue, keys.description);
        return typeof name !== 'string' || !name.trim() || typeof description !== 'string' || !description.trim() || /\b(header|grid|data)\/|_/.test(name);
      });
      expect(missing.map(({ scope, key }) => `${scope}/${key}`)).toEqual([]);
    });
  }
});
