import { expect } from 'vitest';
import { useDemoServer } from './demo-server';
import { all, one } from './warehouse-fixtures';

/** The seeded server a purchase test file runs against, its users, and the row changes it published. */
export type PurchaseServer = ReturnType<typeof useDemoServer>;

/** Starts a seeded server before the file's first test and closes it after the last. */
export const usePurchaseServer = (): PurchaseServer => useDemoServer();

/** Dates and the demo's suppliers, materials, drafts and open ingoing quantities, read from the server's database. */
export function purchaseHelpers(server: PurchaseServer) {
  const today = () => new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  /** Demo suppliers that are Active and have at least three materials, a different one per call. */
  const demoSuppliers = (count: number, skip = 0): Promise<Supplier[]> =>
    all<Supplier>(
      server.ts,
      `select s.id, s.supplier_name as name from suppliers s join business_units b on b.id = s.business_unit_id
      where b.name = 'Demo' and s.supplier_status = 'Active' and (select count(*) from materials m where m.supplier_id = s.id) >= 3
      order by s.id offset $1 limit $2`,
      [skip, count],
    );
  const materialsOf = async (supplierId: number) =>
    (await all<{ id: number }>(server.ts, 'select id from materials where supplier_id = $1 order by id', [supplierId])).map((r) => r.id);
  const draftCount = async () => (await one<{ n: number }>(server.ts, 'select count(*)::int as n from purchase_drafts')).n;
  const openIngoing = async (materialId: number) =>
    Number(
      (
        await one<{ q: string }>(
          server.ts,
          `select coalesce(sum(l.ordered_quantity - l.received_quantity), 0) as q from ingoing_order_lines l join ingoing_orders o on o.id = l.order_id
          where l.material_id = $1 and o.state in ('Initial', 'Started') and l.state not in ('Completed', 'Cancelled')`,
          [materialId],
        )
      ).q,
    );
  const saveDraft = async (supplierId: number, lines: Array<{ materialId: number; orderedQuantity: number }>, draftNumber?: string) => {
    const res = await server.admin.post('/api/Draft', { drafts: [{ supplierId, lines, ...(draftNumber ? { draftNumber } : {}) }] });
    expect(res.status).toBe(200);
    return res.body.result.drafts[0] as { id: number; draftNumber: string };
  };
  return { today, daysAgo, demoSuppliers, materialsOf, draftCount, openIngoing, saveDraft };
}

export interface Supplier {
  id: number;
  name: string;
}
