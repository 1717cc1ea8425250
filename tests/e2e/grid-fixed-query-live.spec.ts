import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn as apiSignIn } from '../helpers/api-client';
import { viewRegisteredOnHub } from './hub-frames';
import { signIn } from './support';

const schemasDir = () => process.env.E2E_SCHEMAS_DIR!;

/**
 * A grid whose data source has a fixed query filter (as an integrator writes one in the grid's
 * schema) holds the rows that arrive live to it, as every load does: a row outside the fixed filter
 * does not show up live only to vanish on reload.
 */
test('a live row outside the grid’s fixed query filter is not shown; one inside it is', async ({ page, baseURL }) => {
  const file = path.join(schemasDir(), 'grids/printers.json');
  const original = fs.readFileSync(file, 'utf8');
  const api = await apiSignIn(baseURL!, 'Demo', 'admin', 'Admin1234');
  const made: number[] = [];
  try {
    // Only network printers, and (the operators the newcomer used) with an id above 0.
    const grid = JSON.parse(original);
    grid.dataSource.query = { ...grid.dataSource.query, isNetworkPrinter: true, 'id[>=]': 1 };
    fs.writeFileSync(file, JSON.stringify(grid, null, 2));

    const registered = viewRegisteredOnHub(page, 'Printer');
    await signIn(page, 'admin');
    const loaded = page.waitForResponse((r) => r.url().includes('/api/Printer/description') && r.ok());
    await page.goto('/printer-management');
    const listUrl = new URL((await loaded).url());
    expect(listUrl.searchParams.get('isNetworkPrinter')).toBe('true');
    const rows = page.locator('[data-grid="Printer"] [role="row"]');
    await expect(rows.filter({ hasText: 'ZEBRA' }).first()).toBeVisible();
    // From here on, a change to the printers reaches this page.
    await registered;

    const suffix = Date.now() % 1_000_000;
    const outside = `E2E local ${suffix}`;
    const inside = `E2E network ${suffix}`;
    // The row outside the filter is sent first: once the later one is shown, the first was handled.
    for (const body of [
      { name: outside, printTechnology: 'ZPL', isNetworkPrinter: false },
      { name: inside, printTechnology: 'ZPL', isNetworkPrinter: true, networkNameOrIp: '10.0.0.9' },
    ]) {
      const answer = await api.post('/api/Printer', body);
      expect(answer.status).toBe(200);
      made.push(answer.body.result.id);
    }
    await expect(rows.filter({ hasText: inside }).first()).toBeVisible();
    await expect(rows.filter({ hasText: outside })).toHaveCount(0);

    // A reload agrees with what was shown live.
    const again = viewRegisteredOnHub(page, 'Printer');
    await page.reload();
    await expect(rows.filter({ hasText: inside }).first()).toBeVisible();
    await expect(rows.filter({ hasText: outside })).toHaveCount(0);
    await again;

    // A shown row that leaves the filter leaves the grid live.
    expect((await api.put(`/api/Printer/${made[1]}`, { name: inside, printTechnology: 'ZPL', isNetworkPrinter: false })).status).toBe(200);
    await expect(rows.filter({ hasText: inside })).toHaveCount(0);
  } finally {
    fs.writeFileSync(file, original);
    for (const id of made) await api.delete(`/api/Printer/${id}`);
  }
});
