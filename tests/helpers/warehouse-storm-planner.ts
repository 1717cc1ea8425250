import type { Random } from '../../apps/server/src/work/random';
import type { TestApi } from './api-client';
import type { Pools, Row } from './warehouse-storm-pools';

/** The planners' actions of the warehouse storm, with their weights; the floor's are in warehouse-storm.ts. */
export type ActionResult = { action: string; status: number; body: unknown; request: unknown };
export type Action = (api: TestApi, p: Pools, r: Random) => Promise<ActionResult | undefined> | undefined;

export const call = async (action: string, api: TestApi, method: 'put' | 'post' | 'patch', path: string, body: unknown) => {
  const res = await api[method](path, body);
  return { action, status: res.status, body: res.body, request: body };
};
export const any = <T>(r: Random, list: T[]): T | undefined => (list.length ? r.pick(list) : undefined);
/** A user (mostly) or a role to assign work to. */
const assignee = (p: Pools, r: Random): { userId: number } | { userRoleId: number } | undefined => {
  const { userIds, roleIds } = p.assignees;
  if (roleIds.length && (r.chance(0.3) || !userIds.length)) return { userRoleId: r.pick(roleIds) };
  return userIds.length ? { userId: r.pick(userIds) } : undefined;
};
const openOrder = (p: Pools, r: Random) => any(r, [...p.initialOrders, ...p.startedOrders]);
/** The pools of rows an action picks from. */
type PoolName = { [K in keyof Pools]: Pools[K] extends Row[] ? K : never }[keyof Pools];
/** An action on one random row of the pools named (nothing when they are empty): `body` of the row, sent as `method path`. */
const onOne =
  (pools: PoolName | PoolName[], action: string, method: 'put' | 'post' | 'patch', path: string, body: (row: Row, r: Random) => unknown): Action =>
  (api, p, r) => {
    const rows = (Array.isArray(pools) ? pools : [pools]).flatMap((name) => p[name]);
    const row = any(r, rows);
    return row && call(action, api, method, path, body(row, r));
  };
const day = (r: Random) => new Date(Date.now() + r.int(0, 20) * 86_400_000).toISOString().slice(0, 10);

export const PLANNER: Array<[number, Action]> = [
  [
    6,
    (api, p, r) => {
      const o = any(r, p.initialOrders);
      return o && call('prepare', api, 'put', r.pick(['/api/Process/prepare', '/api/Process/preparePartly', '/api/Process/prepareAndWait']), { orderIds: [o.id] });
    },
  ],
  [2, onOne(['initialOrders', 'startedOrders'], 'unprepare', 'put', '/api/Process/unprepare', (o) => ({ orderIds: [o.id] }))],
  [1, onOne('initialOrders', 'cancelOrder', 'put', '/api/OutgoingOrder/cancel', (o) => ({ orderIds: [o.id] }))],
  [1, onOne('startedOrders', 'cancelOrderProcess', 'put', '/api/Process/cancelOrderInProcesses', (o) => ({ orderIds: [o.id] }))],
  [
    1,
    (api, p, r) => {
      const o = any(r, [...p.initialOrders, ...p.startedOrders]);
      const lines = (o?.lines as Row[] | undefined) ?? [];
      return o && lines.length > 1 ? call('splitOrder', api, 'post', '/api/Operation/SplitOrder', { orderId: o.id, orderLineIds: [lines[lines.length - 1].id] }) : undefined;
    },
  ],
  [
    1,
    (api, p, r) => {
      const o = any(r, p.initialOrders);
      const line = o && any(r, (o.lines as Row[]) ?? []);
      return line && call('editQuantity', api, 'put', '/api/OutgoingOrder/orderline/quantity', { orderLineId: line.id, quantity: r.int(1, 8) });
    },
  ],
  [2, onOne('preparedTasks', 'cancelTask', 'put', '/api/Task/cancel', (t) => ({ taskIds: [t.id] }))],
  [1, onOne('startedJobs', 'endJob', 'put', '/api/Job/end', (j) => ({ jobIds: [j.id] }))],
  [1, onOne(['initialJobs', 'startedJobs'], 'cancelJob', 'put', '/api/Job/cancel', (j) => ({ jobIds: [j.id] }))],
  [1, onOne('initialJobs', 'dissolveJob', 'put', '/api/Job/dissolve', (j) => ({ jobIds: [j.id] }))],
  [
    1,
    (api, p, r) => {
      const tasks = p.preparedTasks.filter(() => r.chance(0.02)).slice(0, 5);
      return tasks.length ? call('createJobFromTasks', api, 'post', '/api/Job/createAndAssignJobFromTasks', { taskIds: tasks.map((t) => t.id) }) : undefined;
    },
  ],
  [3, onOne('stocks', 'gain', 'post', '/api/Stock/gain', (s, r) => ({ stockId: s.id, quantity: r.int(1, 20), causeCode: 'Found', reasonText: `storm-${r.int(0, 1e9)}` }))],
  // A unique reason text makes each gain and loss findable by itself (the crash test looks for it).
  [3, onOne('stocks', 'lose', 'post', '/api/Stock/lose', (s, r) => ({ stockId: s.id, quantity: r.int(1, 5), causeCode: 'Damaged', reasonText: `storm-${r.int(0, 1e9)}` }))],
  [
    3,
    (api, p, r) => {
      const s = any(r, p.stocks);
      const to = any(r, p.stocks);
      return s && to && call('move', api, 'post', '/api/Stock/move', { stockId: s.id, quantity: r.int(1, 5), toLocationId: to.locationId, createTask: r.chance(0.4) });
    },
  ],
  [
    1,
    (api, p, r) => {
      const s = any(r, p.stocks);
      const to = any(r, p.stocks);
      return s && to && call('jobFromStocks', api, 'post', '/api/Job/createAndStartFromStocks', { stockIds: [s.id], toLocationId: to.locationId });
    },
  ],
  [1, onOne('stocks', 'unprepareStock', 'put', '/api/Stock/unprepare', (s) => ({ stockIds: [s.id] }))],
  [
    2,
    (api, p, r) => {
      const s = any(r, p.stocks);
      return (
        s &&
        call('createInventory', api, 'post', '/api/Job/createInventoryJobs', { name: `Storm count ${r.int(1, 1e6)}`, maxTasksPerJob: r.int(1, 4), locationIds: [s.locationId] })
      );
    },
  ],
  [2, onOne('countedLines', 'acceptLine', 'put', '/api/Inventory/lines/accept', (l) => ({ lineIds: [l.id] }))],
  [1, onOne('countedLines', 'recount', 'post', '/api/Job/createRecountInventoryJobs', (l) => ({ inventoryId: l.inventoryId, lineIds: [l.id] }))],
  [2, onOne('inventories', 'approveInventory', 'put', '/api/Inventory/approveInventory', (i) => ({ ids: [i.id] }))],
  [1, onOne('inventories', 'cancelInventory', 'put', '/api/Inventory/cancelInventory', (i) => ({ ids: [i.id] }))],
  [
    1,
    onOne('performedPicks', 'adjustPicked', 'put', '/api/OutgoingOrder/pickedStock', (t, r) => ({
      taskId: t.id,
      confirmedQuantity: Math.max(0, Number(t.confirmedQuantity) + r.int(-1, 1)),
    })),
  ],
  [1, onOne('maintenance', 'replenish', 'put', '/api/Maintenance/replenishMinMax', (m) => ({ ids: [m.id] }))],
  // Planning edits: assignment, priority date, delivery type, dedicated locations, min/max.
  [
    1,
    (api, p, r) => {
      const j = any(r, p.initialJobs);
      const to = assignee(p, r);
      return j && to && call('assignJob', api, 'put', '/api/Job/assign', { jobIds: [j.id], ...to });
    },
  ],
  [
    1,
    (api, p, r) => {
      const op = any(r, p.openOperations);
      const to = assignee(p, r);
      return op && to && call('reassign', api, 'put', '/api/Operation/reassign', { operationIds: [op.id], ...to });
    },
  ],
  [
    1,
    onOne(['initialOrders', 'startedOrders'], 'changePriorityDate', 'put', '/api/OutgoingOrder/DeliveryPriority', (o, r) => ({
      orderIds: [o.id],
      deliveryDate: day(r),
      priority: r.int(1, 9),
    })),
  ],
  [
    1,
    (api, p, r) => {
      const o = openOrder(p, r);
      const type = any(r, p.assignees.deliveryTypes);
      return o && type !== undefined ? call('changeDeliveryType', api, 'put', '/api/OutgoingOrder/DeliveryType', { orderIds: [o.id], deliveryType: type }) : undefined;
    },
  ],
  [
    1,
    (api, p, r) => {
      const s = any(r, p.stocks);
      if (!s) return undefined;
      return s.dedicatedLocation
        ? call('removeDedication', api, 'put', '/api/Stock/removeDedicatedLocation', { stockIds: [s.id] })
        : call('dedicate', api, 'post', '/api/Stock/dedicateLocation', { stockIds: [s.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const m = any(r, p.maintenance);
      const min = r.int(0, 10);
      return m && call('minMax', api, 'put', '/api/Maintenance/minMax', { materialId: m.materialId, locationId: m.locationId, minQuantity: min, maxQuantity: min + r.int(1, 30) });
    },
  ],
];

// Purchase (issue 14): drafts from a supplier's materials, and purchase orders from drafts.
PLANNER.push(
  [
    1,
    (api, p, r) => {
      const s = any(r, p.suppliers);
      if (!s) return undefined;
      const ids = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(s.materialIds as number[])))];
      return call('saveDraft', api, 'post', '/api/Draft', { drafts: [{ supplierId: s.id, lines: ids.map((materialId) => ({ materialId, orderedQuantity: r.int(1, 8) })) }] });
    },
  ],
  [1, onOne('drafts', 'createPO', 'post', '/api/Draft/CreatePO', (d, r) => ({ draftIds: [d.id], receivingDate: day(r), deliveryPriority: r.int(1, 9) }))],
);
