import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { signInAs, type TestApi } from './api-client';

export type Material = { id: number; itemNo: string; barcode: string | null; salesPrice: number | null };

export interface SalesOrderServer {
  ts: TestServer;
  admin: TestApi;
  picker: TestApi;
  north: TestApi;
  demoBu: number;
  northBu: number;
  /** Twelve of the Demo unit's materials with a barcode and a sales price, by id. */
  materials: Material[];
}

/**
 * A test server whose Demo and North units both have sales orders from the console (so that the
 * isolation between two such units shows), signed in as Demo's admin and picker and North's admin.
 */
export async function startSalesOrderServer(): Promise<SalesOrderServer> {
  const ts = await startTestServer();
  const db = ts.database.db;
  const { rows: units } = await db.query<{ id: number; name: string }>(`select id, name from business_units where name in ('Demo', 'North')`);
  const demoBu = units.find((u) => u.name === 'Demo')!.id;
  const northBu = units.find((u) => u.name === 'North')!.id;
  await db.query(`insert into business_unit_features values ($1, 'CreateSalesOrderFromCockpit') on conflict do nothing`, [northBu]);
  const [admin, picker, north] = await Promise.all([signInAs(ts.baseUrl, 'admin'), signInAs(ts.baseUrl, 'picker'), signInAs(ts.baseUrl, 'northAdmin')]);
  const materials = (
    await db.query<Material>(
      `select id, item_no as "itemNo", barcode, sales_price::float8 as "salesPrice" from materials where business_unit_id = $1 and barcode is not null and sales_price > 0 order by id limit 12`,
      [demoBu],
    )
  ).rows;
  return { ts, admin, picker, north, demoBu, northBu, materials };
}

/** Starts the sales-order server before the file's first test and closes it after the last; the fields are filled by then. */
export function useSalesOrderServer(): SalesOrderServer {
  const server = {} as SalesOrderServer;
  beforeAll(async () => void Object.assign(server, await startSalesOrderServer()));
  afterAll(() => server.ts?.close());
  return server;
}

/** A sales order's body: a Danish customer, Standard delivery, and the given lines. */
export const salesOrder = (lines: Array<{ materialId: number; quantity: number; adjustedPrice?: number | null }>, extra: Record<string, unknown> = {}) => ({
  orderType: 'Sales',
  customerName: 'Karen Blixen',
  companyName: 'Rungstedlund A/S',
  address: 'Rungsted Strandvej 111',
  zipCode: '2960',
  city: 'Rungsted Kyst',
  countryCode: 'DK',
  email: 'karen@example.dk',
  phone: '+45 45 57 10 57',
  deliveryType: 'Standard',
  lines,
  ...extra,
});
