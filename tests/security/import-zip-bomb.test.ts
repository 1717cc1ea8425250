import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { importWorkbook, largeImportWorkbook, postWorkbook } from '../helpers/import-workbook';
import { readZip, writeZip, zeroBomb, type ZipEntry } from '../helpers/zip-craft';

/**
 * Hole 5 of the second probe: the import's zip check trusted the sizes the archive declares, so a
 * 1 MB upload whose sheet part inflates to a gigabyte took the server from 556 to 1,521 MB. The
 * bytes really inflated are counted and the file refused at the limit, with a 4xx and nothing
 * written; and one import runs at a time per business unit. Memory and latency figures:
 * `npm run bench import-zip-bomb`.
 */

let t: TestServer;
let admin: TestApi;
let north: TestApi;

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  [admin, north] = await Promise.all([signInAs(t.baseUrl, 'admin'), signInAs(t.baseUrl, 'northAdmin')]);
});
afterAll(() => t?.close());

async function snapshot() {
  const n = async (table: string) => (await t.database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
  return { materials: await n('materials'), locations: await n('locations'), suppliers: await n('suppliers'), stocks: await n('stocks') };
}

/** A real workbook (a location and a material to import) whose sheet parts are replaced or joined by lying ones. */
async function hostile(change: (entries: ZipEntry[]) => ZipEntry[]): Promise<Buffer> {
  const honest = await importWorkbook({
    Locations: [['Location name'], ['BOMB-LOC']],
    Materials: [
      ['Item number', 'Name'],
      ['BOMB-M', 'Bomb'],
    ],
  });
  return writeZip(change(readZip(honest)));
}

describe('a hostile workbook', () => {
  it('whose sheet part declares 1 kB and inflates to 1 GB is refused at the limit, and nothing is written', async () => {
    const before = await snapshot();
    const file = await hostile((entries) => entries.map((e) => (e.name === 'xl/worksheets/sheet2.xml' ? { ...e, compressed: zeroBomb(1), size: 1000 } : e)));
    expect(file.length).toBeLessThan(1.5 * 1024 * 1024);
    const t0 = performance.now();
    const res = await postWorkbook(t.baseUrl, admin.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ message: 'The workbook is too large when unpacked', details: { key: 'tooLargeUnpacked' } });
    // Refused when the counted bytes pass the limit, not after inflating the gigabyte.
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(await snapshot()).toEqual(before);
  });

  it('of many small parts that each inflate to 64 MB is refused, and nothing is written', async () => {
    const before = await snapshot();
    const chunk = zeroBomb(1).subarray(0, -2);
    const part = Buffer.concat([chunk.subarray(0, Math.ceil(chunk.length / 16)), Buffer.from([0x03, 0x00])]);
    const file = await hostile((entries) => [
      ...entries,
      ...Array.from({ length: 60 }, (_, i) => ({ name: `xl/media/pad${i}.bin`, method: 8, crc: 0, compressed: part, size: 1000 })),
    ]);
    const res = await postWorkbook(t.baseUrl, admin.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details.key).toBe('tooLargeUnpacked');
    expect(await snapshot()).toEqual(before);
  });

  it('that is no zip, or names a compression a workbook never uses, is refused', async () => {
    expect((await postWorkbook(t.baseUrl, admin.token, Buffer.from('PK\u0005\u0006 not really'))).body.details.key).toBe('notWorkbook');
    const odd = await hostile((entries) => entries.map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, method: 12 } : e)));
    const res = await postWorkbook(t.baseUrl, admin.token, odd);
    expect(res.status).toBe(400);
    expect(res.body.details.key).toBe('notWorkbook');
  });
});

async function ended(api: TestApi, transactionId: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const s = await api.get<{ result: { state: string } }>(`/api/Command/transaction/status/${transactionId}`);
    if (s.body.result.state !== 'Running') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the import did not end');
}

describe('imports at once', () => {
  it('one per business unit: a second one while the first runs is refused with 429, another unit is not held up', async () => {
    t.server.ctx.config.importAnswerWithinMs = 0;
    try {
      const first = await postWorkbook(t.baseUrl, admin.token, await largeImportWorkbook('SLOW', 1500));
      expect(first.status, JSON.stringify(first.body)).toBe(202);
      const second = await postWorkbook(t.baseUrl, admin.token, await importWorkbook({ Locations: [['Location name'], ['SECOND']] }));
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({
        message: 'An import is already running in this business unit. Try again when it has finished.',
        details: { key: 'importRunning' },
      });
      const otherUnit = await postWorkbook(t.baseUrl, north.token, await importWorkbook({ Locations: [['Location name'], ['NORTH-AT-ONCE']] }));
      expect(otherUnit.status, JSON.stringify(otherUnit.body)).toBe(202);
      // Once the first has ended, the unit may import again.
      await ended(admin, first.body.result.transactionId);
      const again = await postWorkbook(t.baseUrl, admin.token, await importWorkbook({ Locations: [['Location name'], ['AGAIN']] }));
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      await ended(admin, again.body.result.transactionId);
      await ended(north, otherUnit.body.result.transactionId);
    } finally {
      t.server.ctx.config.importAnswerWithinMs = undefined;
    }
  });
});
