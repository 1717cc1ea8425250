import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaFiles } from '../schemas/schema-files';
import { nestedCatalogue } from './catalogues';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-catalogues-'));
const schemasDir = path.join(root, 'schemas');
const pluginsDir = path.join(root, 'plugins');
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
};
write(path.join(schemasDir, 'i18n/en-GB/Common.json'), { ok: 'OK' });
write(path.join(schemasDir, 'i18n/en-GB/Enums.State.json'), { open: 'Open' });
write(path.join(schemasDir, 'i18n/da-DK/Common.json'), { ok: 'OK' });
write(path.join(pluginsDir, 'sales/schemas/i18n/en-GB/Sales.json'), { title: 'Sales' });

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('nestedCatalogue', () => {
  it("puts a language's files and the plugins' together, made once while no file changes", () => {
    const schemas = createSchemaFiles(schemasDir, pluginsDir);
    const first = nestedCatalogue(schemas, 'en-GB');
    expect(first).toEqual({ Common: { ok: 'OK' }, Enums: { State: { open: 'Open' } }, Sales: { title: 'Sales' } });
    // The same object: neither read again nor serialized again for the next console.
    expect(nestedCatalogue(schemas, 'en-GB')).toBe(first);
    expect(nestedCatalogue(schemas, 'da-DK')).toEqual({ Common: { ok: 'OK' } });
  });

  it('is made again when a file is edited, added or removed, in the folder or a plugin', () => {
    const schemas = createSchemaFiles(schemasDir, pluginsDir);
    const before = nestedCatalogue(schemas, 'en-GB');
    const file = path.join(schemasDir, 'i18n/en-GB/Common.json');
    write(file, { ok: 'Okay' });
    // A later modification time, as an editor's save gives (some file systems keep whole seconds).
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const edited = nestedCatalogue(schemas, 'en-GB');
    expect(edited).not.toBe(before);
    expect(edited.Common).toEqual({ ok: 'Okay' });
    write(path.join(pluginsDir, 'sales/schemas/i18n/en-GB/Orders.json'), { title: 'Orders' });
    expect(nestedCatalogue(schemas, 'en-GB').Orders).toEqual({ title: 'Orders' });
    fs.rmSync(path.join(pluginsDir, 'sales/schemas/i18n/en-GB/Orders.json'));
    expect(nestedCatalogue(schemas, 'en-GB').Orders).toBeUndefined();
  });
});
