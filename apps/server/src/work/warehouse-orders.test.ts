import { describe, expect, it } from 'vitest';
import { provideServices, providerOf, warehouseOrders, type WarehouseOrders } from './warehouse-orders';
import type { Work } from './work';

/** A provider that notes what it was asked. */
function recorder(calls: string[]): WarehouseOrders {
  return {
    nextOrderNumber: async (_w, table, prefix) => (calls.push(`next ${table} ${prefix}`), `${prefix}1`),
    createOutgoingOrder: async (_w, input) => (calls.push(`outgoing ${input.lines.length}`), { id: 1, orderNo: 'SO-1' }),
    createIngoingOrder: async (_w, input) => (calls.push(`ingoing ${input.lines.length}`), { id: 2, orderNo: 'PO-1' }),
    lockOrder: async (_w, id) => (calls.push(`lock ${id}`), { id, orderNo: 'SO-1', state: 'Initial', priority: 5, outboundLocationId: null, shippedDate: null }),
    priceOutgoingOrders: async (_w, ids) => void calls.push(`price ${[...ids].join(',')}`),
  };
}

const work = {} as Work;

describe('the services plugins provide each other through the host', () => {
  it('a call before any plugin provides the service says which service is missing', async () => {
    expect(providerOf('warehouseOrders')).toBeUndefined();
    await expect(async () => warehouseOrders.lockOrder(work, 7)).rejects.toThrow('No plugin provides warehouseOrders');
  });

  it("passes each call to the provider's implementation, and refuses a second provider naming both", async () => {
    const calls: string[] = [];
    provideServices('warehouse', { warehouseOrders: recorder(calls) });
    expect(providerOf('warehouseOrders')).toBe('warehouse');
    expect(await warehouseOrders.nextOrderNumber(work, 'ingoing_orders', 'PO-')).toBe('PO-1');
    expect(await warehouseOrders.createOutgoingOrder(work, { lines: [{ materialId: 1, quantity: 2 }] })).toEqual({ id: 1, orderNo: 'SO-1' });
    expect(await warehouseOrders.createIngoingOrder(work, { lines: [] })).toEqual({ id: 2, orderNo: 'PO-1' });
    expect((await warehouseOrders.lockOrder(work, 7)).id).toBe(7);
    await warehouseOrders.priceOutgoingOrders(work, [3, 4]);
    expect(calls).toEqual(['next ingoing_orders PO-', 'outgoing 1', 'ingoing 0', 'lock 7', 'price 3,4']);

    expect(() => provideServices('rival', { warehouseOrders: recorder([]) })).toThrow('Service warehouseOrders is provided by plugin warehouse and by plugin rival');
    // The same plugin loaded again (another server of the process) keeps its first registration.
    provideServices('warehouse', { warehouseOrders: recorder([]) });
    await warehouseOrders.lockOrder(work, 8);
    expect(calls.at(-1)).toBe('lock 8');
  });
});
