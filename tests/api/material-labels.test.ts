import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import type { TestApi } from '../helpers/api-client';
import { useSignedInServer } from '../helpers/signed-in-server';

// Material labels: the preview, print jobs for thermal and office printers, and what is refused.
const server = useSignedInServer({ admin: 'admin', north: 'northAdmin' });
let ts: TestServer, admin: TestApi, north: TestApi;
beforeAll(() => void ({ ts, admin, north } = server));

const db = () => ts.database.db;
async function demoMaterial(where = 'true'): Promise<{ id: number; item_no: string }> {
  const { rows } = await db().query<{ id: number; item_no: string }>(
    `select m.id, m.item_no from materials m join business_units b on b.id = m.business_unit_id where b.name = 'Demo' and ${where} order by m.id limit 1`,
  );
  return rows[0];
}

describe('labels', () => {
  async function demoPrinter(name: string): Promise<number> {
    return (await db().query<{ id: number }>("select p.id from printers p join business_units b on b.id = p.business_unit_id where b.name = 'Demo' and p.name = $1", [name]))
      .rows[0].id;
  }

  it('previews a label as an SVG image with the item number and barcode', async () => {
    const m = await demoMaterial();
    const printerId = await demoPrinter('ZEBRA-GO-01');
    const res = await fetch(`${ts.baseUrl}/api/Material/labelPreview/${m.id}/${printerId}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(m.item_no);
    expect(svg).toContain('width="100mm"');
  });

  it('records a print job with a ZPL payload for a thermal printer, and an SVG for the office printer', async () => {
    const m = await demoMaterial();
    const zebra = await demoPrinter('ZEBRA-GI-01');
    const res = await admin.post('/api/Material/printLabel', { materialId: m.id, printerId: zebra, copies: 3 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ printerName: 'ZEBRA-GI-01', copies: 3, payloadFormat: 'ZPL', state: 'Queued' });
    const { rows } = await db().query<{ payload: string; copies: number }>('select payload, copies from print_jobs where id = $1', [res.body.result.id]);
    expect(rows[0].payload).toContain('^PQ3');
    expect(rows[0].payload).toContain(m.item_no);
    const office = await admin.post('/api/Material/printLabel', { materialId: m.id, printerId: await demoPrinter('OFFICE-PDF'), copies: 1 });
    expect(office.body.result.payloadFormat).toBe('SVG');
  });

  it("refuses bad copies, a label the printer lacks, and another unit's printer", async () => {
    const m = await demoMaterial();
    const zebra = await demoPrinter('ZEBRA-GI-01');
    const jobs = async () => (await db().query<{ n: number }>('select count(*)::int as n from print_jobs')).rows[0].n;
    const before = await jobs();
    const zero = await admin.post('/api/Material/printLabel', { materialId: m.id, printerId: zebra, copies: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/copies/);
    const pallet = (
      await db().query<{ id: number }>(
        "select d.id from label_definitions d join business_units b on b.id = d.business_unit_id where b.name = 'Demo' and d.name = 'Material 57x32'",
      )
    ).rows[0].id;
    const wrongLabel = await admin.post('/api/Material/printLabel', { materialId: m.id, printerId: zebra, copies: 1, labelDefinitionId: pallet });
    expect(wrongLabel.status).toBe(400);
    expect(wrongLabel.body.message).toMatch(/labelDefinitionId/);
    const otherUnit = await north.post('/api/Material/printLabel', { materialId: m.id, printerId: zebra, copies: 1 });
    expect(otherUnit.status).toBe(404);
    expect(await jobs()).toBe(before);
  });
});
