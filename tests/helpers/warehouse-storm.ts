import { createRandom, type Random } from '../../apps/server/src/work/random';
import type { TestApi } from './api-client';

/**
 * A storm of warehouse actions over HTTP from several simulated users at once: planners prepare,
 * cancel, move, count, assign and edit (priority date, delivery type, dedicated locations,
 * min/max); the floor starts jobs and performs tasks. Ids come from the list
 * endpoints (refreshed now and then), so stale ids meet refusals as they would in real life.
 */
export interface StormUser {
  name: string;
  api: TestApi;
  /** Floor users only work the terminal. */
  floor?: boolean;
}

export interface StormOptions {
  users: StormUser[];
  actionsPerUser: number;
  seed: number;
  /** Optional: make a new outgoing order (the storm runs out of Initial orders otherwise). */
  createOrder?: (r: Random) => Promise<void>;
  /** Every answered action, for the caller's bookkeeping (e.g. the crash test's acknowledged actions). */
  onAnswer?: (a: { action: string; status: number; body: unknown; request: unknown }) => void;
  /** Stop early (the crash test kills the server). */
  stopped?: () => boolean;
  /** Stop once this many actions were answered in all (users' speeds differ, so a per-user count alone may fall short). */
  totalActions?: number;
}

export interface StormResult {
  actions: number;
  byStatus: Record<string, number>;
  byAction: Record<string, Record<string, number>>;
  serverErrors: Array<{ action: string; status: number; body: unknown }>;
}

type Row = Record<string, unknown> & { id: number };

interface Pools {
  initialOrders: Row[];
  startedOrders: Row[];
  initialJobs: Row[];
  startedJobs: Row[];
  inProgressTasks: Row[];
  preparedTasks: Row[];
  performedPicks: Row[];
  stocks: Row[];
  inventories: Row[];
  countedLines: Row[];
  ingoingLines: Row[];
  maintenance: Row[];
  openOperations: Row[];
  /** Open purchase drafts and the suppliers (with their materialIds) drafts are made for. */
  drafts: Row[];
  suppliers: Row[];
  /** Who work can be assigned to, and the known delivery types: read once, they do not change. */
  assignees: Assignees;
}

interface Assignees {
  userIds: number[];
  roleIds: number[];
  deliveryTypes: string[];
}

async function page(api: TestApi, path: string, take = 80): Promise<Row[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await api.get(`${path}${sep}skip=0&take=${take}`);
  return res.status === 200 ? res.body.result.data : [];
}

async function loadAssignees(api: TestApi): Promise<Assignees> {
  const [users, roles, types] = await Promise.all([api.get('/api/Job/users'), api.get('/api/Job/userRoles'), api.get('/api/OutgoingOrder/deliveryType')]);
  const list = <T>(res: { status: number; body: { result?: T[] } }): T[] => (res.status === 200 ? (res.body.result ?? []) : []);
  return {
    userIds: list<{ id: number }>(users).map((u) => u.id),
    roleIds: list<{ id: number }>(roles).map((u) => u.id),
    deliveryTypes: list<{ name: string }>(types).map((t) => t.name),
  };
}

async function loadPools(api: TestApi, r: Random, assignees: Assignees): Promise<Pools> {
  const stockSkip = r.int(0, 300);
  const [
    initialOrders,
    startedOrders,
    initialJobs,
    startedJobs,
    inProgressTasks,
    preparedTasks,
    performedPicks,
    stocks,
    inventories,
    countedLines,
    ingoing,
    maintenance,
    drafts,
    suppliers,
  ] = await Promise.all([
    page(api, '/api/OutgoingOrder/description?state=Initial'),
    page(api, '/api/OutgoingOrder/description?state=Started'),
    page(api, '/api/Job/description?status=Initial'),
    page(api, '/api/Job/description?status=Started'),
    page(api, '/api/Task/description?state=InProgress', 120),
    page(api, '/api/Task/description?state=Prepared', 120),
    page(api, '/api/Task/description?state=Performed&processDefinitionName=Picking', 40),
    api.get(`/api/Stock/description?quantityFrom=1&skip=${stockSkip}&take=80`).then((x) => (x.status === 200 ? (x.body.result.data as Row[]) : [])),
    page(api, '/api/Inventory/description?state=Started&state=Counted'),
    page(api, '/api/Inventory/lines?state=Counted', 40),
    page(api, '/api/IngoingOrder/description?state=Initial&state=Started', 20),
    page(api, '/api/Maintenance/description', 40),
    page(api, '/api/Draft/GetAllSupplier', 40),
    page(api, '/api/Supplier/description?supplierStatus=Active', 40),
  ]);
  // Open operations are those of open tasks (processId): no list of its own to read.
  const openOperations = [...new Set([...preparedTasks, ...inProgressTasks].map((t) => t.processId).filter((id): id is number => typeof id === 'number'))].map((id) => ({ id }));
  const ingoingLines = ingoing.flatMap((o) => ((o.lines as Row[]) ?? []).filter((l) => l.state === 'Initial' || l.state === 'InProgress'));
  return {
    initialOrders,
    startedOrders,
    initialJobs,
    startedJobs,
    inProgressTasks,
    preparedTasks,
    performedPicks,
    stocks,
    inventories,
    countedLines,
    ingoingLines,
    maintenance,
    openOperations,
    drafts,
    suppliers: suppliers.filter((x) => Array.isArray(x.materialIds) && x.materialIds.length > 0),
    assignees,
  };
}

type ActionResult = { action: string; status: number; body: unknown; request: unknown };
type Action = (api: TestApi, p: Pools, r: Random) => Promise<ActionResult | undefined> | undefined;

const call = async (action: string, api: TestApi, method: 'put' | 'post' | 'patch', path: string, body: unknown) => {
  const res = await api[method](path, body);
  return { action, status: res.status, body: res.body, request: body };
};
const any = <T>(r: Random, list: T[]): T | undefined => (list.length ? r.pick(list) : undefined);
/** A user (mostly) or a role to assign work to. */
const assignee = (p: Pools, r: Random): { userId: number } | { userRoleId: number } | undefined => {
  const { userIds, roleIds } = p.assignees;
  if (roleIds.length && (r.chance(0.3) || !userIds.length)) return { userRoleId: r.pick(roleIds) };
  return userIds.length ? { userId: r.pick(userIds) } : undefined;
};
const openOrder = (p: Pools, r: Random) => any(r, [...p.initialOrders, ...p.startedOrders]);
const day = (r: Random) => new Date(Date.now() + r.int(0, 20) * 86_400_000).toISOString().slice(0, 10);

const PLANNER: Array<[number, Action]> = [
  [
    6,
    (api, p, r) => {
      const o = any(r, p.initialOrders);
      return o && call('prepare', api, 'put', r.pick(['/api/Process/prepare', '/api/Process/preparePartly', '/api/Process/prepareAndWait']), { orderIds: [o.id] });
    },
  ],
  [
    2,
    (api, p, r) => {
      const o = any(r, [...p.initialOrders, ...p.startedOrders]);
      return o && call('unprepare', api, 'put', '/api/Process/unprepare', { orderIds: [o.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const o = any(r, p.initialOrders);
      return o && call('cancelOrder', api, 'put', '/api/OutgoingOrder/cancel', { orderIds: [o.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const o = any(r, p.startedOrders);
      return o && call('cancelOrderProcess', api, 'put', '/api/Process/cancelOrderInProcesses', { orderIds: [o.id] });
    },
  ],
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
  [
    2,
    (api, p, r) => {
      const t = any(r, p.preparedTasks);
      return t && call('cancelTask', api, 'put', '/api/Task/cancel', { taskIds: [t.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const j = any(r, p.startedJobs);
      return j && call('endJob', api, 'put', '/api/Job/end', { jobIds: [j.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const j = any(r, [...p.initialJobs, ...p.startedJobs]);
      return j && call('cancelJob', api, 'put', '/api/Job/cancel', { jobIds: [j.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const j = any(r, p.initialJobs);
      return j && call('dissolveJob', api, 'put', '/api/Job/dissolve', { jobIds: [j.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const tasks = p.preparedTasks.filter(() => r.chance(0.02)).slice(0, 5);
      return tasks.length ? call('createJobFromTasks', api, 'post', '/api/Job/createAndAssignJobFromTasks', { taskIds: tasks.map((t) => t.id) }) : undefined;
    },
  ],
  [
    3,
    (api, p, r) => {
      const s = any(r, p.stocks);
      return s && call('gain', api, 'post', '/api/Stock/gain', { stockId: s.id, quantity: r.int(1, 20), causeCode: 'Found', reasonText: `storm-${r.int(0, 1e9)}` });
    },
  ],
  // A unique reason text makes each gain and loss findable by itself (the crash test looks for it).
  [
    3,
    (api, p, r) => {
      const s = any(r, p.stocks);
      return s && call('lose', api, 'post', '/api/Stock/lose', { stockId: s.id, quantity: r.int(1, 5), causeCode: 'Damaged', reasonText: `storm-${r.int(0, 1e9)}` });
    },
  ],
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
  [
    1,
    (api, p, r) => {
      const s = any(r, p.stocks);
      return s && call('unprepareStock', api, 'put', '/api/Stock/unprepare', { stockIds: [s.id] });
    },
  ],
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
  [
    2,
    (api, p, r) => {
      const l = any(r, p.countedLines);
      return l && call('acceptLine', api, 'put', '/api/Inventory/lines/accept', { lineIds: [l.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const l = any(r, p.countedLines);
      return l && call('recount', api, 'post', '/api/Job/createRecountInventoryJobs', { inventoryId: l.inventoryId, lineIds: [l.id] });
    },
  ],
  [
    2,
    (api, p, r) => {
      const i = any(r, p.inventories);
      return i && call('approveInventory', api, 'put', '/api/Inventory/approveInventory', { ids: [i.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const i = any(r, p.inventories);
      return i && call('cancelInventory', api, 'put', '/api/Inventory/cancelInventory', { ids: [i.id] });
    },
  ],
  [
    1,
    (api, p, r) => {
      const t = any(r, p.performedPicks);
      return t && call('adjustPicked', api, 'put', '/api/OutgoingOrder/pickedStock', { taskId: t.id, confirmedQuantity: Math.max(0, Number(t.confirmedQuantity) + r.int(-1, 1)) });
    },
  ],
  [
    1,
    (api, p, r) => {
      const m = any(r, p.maintenance);
      return m && call('replenish', api, 'put', '/api/Maintenance/replenishMinMax', { ids: [m.id] });
    },
  ],
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
    (api, p, r) => {
      const o = openOrder(p, r);
      return o && call('changePriorityDate', api, 'put', '/api/OutgoingOrder/DeliveryPriority', { orderIds: [o.id], deliveryDate: day(r), priority: r.int(1, 9) });
    },
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
  [
    1,
    (api, p, r) => {
      const d = any(r, p.drafts);
      return d && call('createPO', api, 'post', '/api/Draft/CreatePO', { draftIds: [d.id], receivingDate: day(r), deliveryPriority: r.int(1, 9) });
    },
  ],
);

const FLOOR: Array<[number, Action]> = [
  [
    3,
    (api, p, r) => {
      const j = any(r, p.initialJobs);
      return j && call('startJob', api, 'put', '/api/Terminal/startJob', { jobId: j.id });
    },
  ],
  [
    8,
    (api, p, r) => {
      const t = any(r, p.inProgressTasks);
      if (!t) return undefined;
      const requested = Number(t.requestedQuantity);
      const count = t.taskType === 'InventoryCountTask';
      const short = !count && requested > 0 && r.chance(0.1);
      const body = count
        ? { taskId: t.id, confirmedQuantity: Math.max(0, requested + (r.chance(0.3) ? r.int(-2, 2) : 0)) }
        : short
          ? { taskId: t.id, confirmedQuantity: r.int(0, requested - 1), reasonCode: 'NotFound', stockIsMissing: r.chance(0.5) }
          : { taskId: t.id, confirmedQuantity: requested };
      return call('performTask', api, 'put', '/api/Terminal/performTask', body);
    },
  ],
  [
    1,
    (api, p, r) => {
      const l = any(r, p.ingoingLines);
      return l && call('receive', api, 'post', '/api/Terminal/receiveLine', { orderLineId: l.id, quantity: r.int(1, Math.max(1, Number(l.openQuantity))) });
    },
  ],
];

function choose(r: Random, actions: Array<[number, Action]>): Action {
  const total = actions.reduce((s, [w]) => s + w, 0);
  let x = r.next() * total;
  for (const [w, a] of actions) if ((x -= w) < 0) return a;
  return actions[actions.length - 1][1];
}

export async function runStorm(o: StormOptions): Promise<StormResult> {
  const result: StormResult = { actions: 0, byStatus: {}, byAction: {}, serverErrors: [] };
  const record = (a: { action: string; status: number; body: unknown; request: unknown }) => {
    result.actions++;
    result.byStatus[a.status] = (result.byStatus[a.status] ?? 0) + 1;
    (result.byAction[a.action] ??= {})[a.status] = (result.byAction[a.action]?.[a.status] ?? 0) + 1;
    if (a.status >= 500 || a.status === 400 || a.status === 403) result.serverErrors.push({ action: a.action, status: a.status, body: a.body });
    o.onAnswer?.(a);
  };
  // One set of pools for all users, refreshed every `refreshEvery` actions by whoever notices first:
  // reading wide lists costs as much as acting, and a stale id is a realistic refusal anyway.
  const refreshEvery = Math.max(10, o.users.length * 10);
  const assignees = await loadAssignees(o.users[0].api);
  const shared = { pools: await loadPools(o.users[0].api, createRandom(o.seed), assignees), age: 0, loading: null as Promise<void> | null };
  const refresh = (api: TestApi, r: Random) => {
    shared.loading ??= loadPools(api, r, assignees).then((p) => {
      shared.pools = p;
      shared.age = 0;
      shared.loading = null;
    });
    return shared.loading;
  };
  await Promise.all(
    o.users.map(async (user, index) => {
      const r = createRandom(o.seed * 31 + index);
      let done = 0;
      let idle = 0;
      while (done < o.actionsPerUser && idle < o.actionsPerUser && result.actions < (o.totalActions ?? Infinity) && !o.stopped?.()) {
        if (shared.age >= refreshEvery) {
          try {
            await refresh(user.api, r);
          } catch (err) {
            if (o.stopped?.()) break;
            throw err;
          }
        }
        shared.age++;
        if (!user.floor && o.createOrder && r.chance(0.04)) {
          // Orders made directly in the database are set-up, not storm actions: not counted.
          await o.createOrder(r);
          continue;
        }
        let a: ActionResult | undefined;
        try {
          a = await choose(r, user.floor ? FLOOR : r.chance(0.25) ? FLOOR : PLANNER)(user.api, shared.pools, r);
        } catch (err) {
          // The crash test kills the server mid-request: an unanswered action is not acknowledged.
          if (o.stopped?.()) break;
          throw err;
        }
        if (a) {
          record(a);
          done++;
          // Forget what this action used up, so the next ones pick something else.
          if (a.status < 300 && typeof a.request === 'object' && a.request && 'taskId' in a.request) {
            const id = (a.request as { taskId: number }).taskId;
            shared.pools.inProgressTasks = shared.pools.inProgressTasks.filter((t) => t.id !== id);
          }
          if (a.status < 300 && a.action === 'startJob') {
            const id = (a.request as { jobId: number }).jobId;
            shared.pools.initialJobs = shared.pools.initialJobs.filter((j) => j.id !== id);
            shared.age = refreshEvery;
          }
        } else {
          // Nothing to do with what the pools hold: look again soon (bounded, so a user never spins).
          idle++;
          if (idle % 5 === 0) shared.age = refreshEvery;
        }
      }
    }),
  );
  return result;
}
