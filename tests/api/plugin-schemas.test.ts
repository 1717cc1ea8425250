import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/server/src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signInAs } from '../helpers/api-client';

// Cause codes keep their grid, dialog, texts, menu entry, path table and list contract in their
// own folder (plugins/cause-codes/schemas/): the server serves them as if they were in schemas/.
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ scale: 0, config: { logLevel: 'silent' } });
});
afterAll(async () => {
  await ts?.close();
});

describe("a plugin's schemas, served from its folder", () => {
  it('are in the schema bundle the console loads, valid, beside the host files that call their routes', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const res = await admin.get<{ result: { files: Record<string, { id?: string; paths?: Record<string, unknown> }>; problems: unknown[] } }>('/api/Schemas/bundle');
    expect(res.status).toBe(200);
    const { files, problems } = res.body.result;
    const own = JSON.parse(await fs.readFile(path.join(repoRoot, 'plugins/cause-codes/schemas/grids/cause-codes.json'), 'utf8'));
    expect(files['grids/cause-codes.json']).toEqual(own);
    expect(files['dialogs/cause-code.json']?.id).toBe('cause-code');
    expect(Object.keys(files['api-paths/cause-codes.json']?.paths ?? {})).toContain('CauseCode.Header');
    expect(problems).toEqual([]);
    // Nothing of it is left in the host's folder.
    await expect(fs.access(path.join(repoRoot, 'schemas/grids/cause-codes.json'))).rejects.toThrow();
  });

  it('join the settings menu, the catalogues of every console language and the static /schemas/ files (index.json and the menu merged)', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const menu = JSON.parse((await admin.get<{ result: string }>('/api/User/menuSettings')).body.result) as Array<{
      group: string;
      items: Array<{ routeName: string; displayName: string }>;
    }>;
    expect(menu.find((g) => g.group === 'Warehouse')?.items.map((i) => i.routeName)).toEqual(expect.arrayContaining(['stock-attributes', 'cause-codes']));
    for (const [code, title] of [
      ['en-GB', 'Cause codes'],
      ['da-DK', 'Årsagskoder'],
      ['nb-NO', 'Årsakskoder'],
    ]) {
      const texts = await apiClient(ts.baseUrl).get<{ result: Record<string, string> }>(`/api/Localization/translations?languageCode=${code}`);
      expect(texts.body.result['CauseCodes.title'], code).toBe(title);
      expect(texts.body.result['Dialogs.cause-code.title'], code).toBeTruthy();
      expect(texts.body.result['Errors.CauseCodes.Exists'], code).toContain('{{causeCode}}');
    }
    const index = (await apiClient(ts.baseUrl).get<{ grids: string[]; lists: string[] }>('/schemas/index.json')).body;
    expect(index.grids).toContain('grids/cause-codes.json');
    expect(index.lists).toContain('lists/CauseCode.json');
    const grid = await apiClient(ts.baseUrl).get<{ id: string }>('/schemas/grids/cause-codes.json');
    expect([grid.status, grid.body.id]).toEqual([200, 'CauseCode']);
    const served = (await apiClient(ts.baseUrl).get<{ settings: Array<{ items: Array<{ routeName: string }> }> }>('/schemas/menu.json')).body;
    expect(served.settings.flatMap((g) => g.items.map((i) => i.routeName))).toContain('cause-codes');
  });

  it('stop the start when the host contributes the same file, naming both', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cockpit-clash-'));
    const schemasDir = path.join(dir, 'schemas');
    try {
      await fs.cp(path.join(repoRoot, 'schemas'), schemasDir, { recursive: true });
      await fs.copyFile(path.join(repoRoot, 'plugins/cause-codes/schemas/i18n/en-GB/CauseCodes.json'), path.join(schemasDir, 'i18n/en-GB/CauseCodes.json'));
      await expect(startTestServer({ config: { schemasDir, logLevel: 'silent' }, database: ts.database })).rejects.toThrow(
        'i18n/en-GB/CauseCodes.json is contributed by the host (schemas/i18n/en-GB/CauseCodes.json) and by plugin cause-codes (plugins/cause-codes/schemas/i18n/en-GB/CauseCodes.json)',
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
