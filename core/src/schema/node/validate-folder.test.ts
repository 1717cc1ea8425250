import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue } from '../format';
import { pluginFixture, schemaFixture, type Files } from '../testing/fixture';
import { validateSchemaFolder } from './validate-folder';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('the real schemas folder', () => {
  it('validates with zero errors against the real plugins', async () => {
    const set = await validateSchemaFolder(path.join(repoRoot, 'schemas'));
    const errors = set.report.issues.filter((i) => i.severity === 'error').map((i) => formatIssue(i));
    expect(errors).toEqual([]);
    // Every check ran: plugins were found, catalogues and folders were listed.
    expect(set.report.skipped).toEqual([]);
  });
});

describe('validating a folder on disk', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function writeProject(files: Files, plugins: Record<string, string>): Promise<string> {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cockpit-schema-'));
    for (const [file, value] of Object.entries(files)) {
      const full = path.join(dir, 'schemas', file);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    }
    for (const [name, text] of Object.entries(plugins)) {
      await fs.mkdir(path.join(dir, 'plugins', name), { recursive: true });
      await fs.writeFile(path.join(dir, 'plugins', name, 'plugin.json'), text);
    }
    await fs.mkdir(path.join(dir, 'plugins', 'no-manifest'), { recursive: true });
    return path.join(dir, 'schemas');
  }

  it('reads plugins/*/plugin.json beside the folder and names them from the schemas folder', async () => {
    const schemas = await writeProject(schemaFixture(), { orders: JSON.stringify(pluginFixture()) });
    const set = await validateSchemaFolder(schemas);
    expect(set.report.issues).toEqual([]);
    expect(set.plugins.map((p) => p.name)).toEqual(['orders']);
    expect(set.report.files.find((f) => f.kind === 'plugin')?.file).toBe('../plugins/orders/plugin.json');
  });

  it('reports JSON mistakes by line, unlisted files, and a broken plugin.json', async () => {
    const files = schemaFixture();
    files['grids/orders.json'] = '{\n  "id": "OutgoingOrder",\n  "title" "Orders.title"\n}';
    files['dialogs/old.json'] = { id: 'old' };
    const schemas = await writeProject(files, { orders: '{ "name": "orders", }' });
    const set = await validateSchemaFolder(schemas);
    expect(set.report.issues.map((i) => formatIssue(i, 'schemas'))).toEqual([
      // The parser's own words differ between engines; the place does not.
      expect.stringMatching(/^schemas\/grids\/orders\.json#: is not valid JSON: .+ at line 3, column 11$/),
      expect.stringMatching(/^plugins\/orders\/plugin\.json#: is not valid JSON: .+ at line 1, column 21$/),
      'schemas/dialogs/old.json#: is not listed in index.json "dialogs", so the console never loads it',
    ]);
  });
});
