import type { TestApi } from './api-client';
import type { Random } from '../../apps/server/src/work/random';

/** What the storm's users act on, read from the list endpoints (refreshed now and then by runStorm). */
export type Row = Record<string, unknown> & { id: number };

export interface Pools {
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

export interface Assignees {
  userIds: number[];
  roleIds: number[];
  deliveryTypes: string[];
}

async function page(api: TestApi, path: string, take = 80, skip = 0): Promise<Row[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await api.get(`${path}${sep}skip=${skip}&take=${take}`);
  return res.status === 200 ? res.body.result.data : [];
}

/** The list each pool is read from, and how many of its first rows (80 unless said). */
const POOL_LISTS = {
  initialOrders: ['/api/OutgoingOrder/description?state=Initial'],
  startedOrders: ['/api/OutgoingOrder/description?state=Started'],
  initialJobs: ['/api/Job/description?status=Initial'],
  startedJobs: ['/api/Job/description?status=Started'],
  inProgressTasks: ['/api/Task/description?state=InProgress', 120],
  preparedTasks: ['/api/Task/description?state=Prepared', 120],
  performedPicks: ['/api/Task/description?state=Performed&processDefinitionName=Picking', 40],
  inventories: ['/api/Inventory/description?state=Started&state=Counted'],
  countedLines: ['/api/Inventory/lines?state=Counted', 40],
  ingoing: ['/api/IngoingOrder/description?state=Initial&state=Started', 20],
  maintenance: ['/api/Maintenance/description', 40],
  drafts: ['/api/Draft/GetAllSupplier', 40],
  suppliers: ['/api/Supplier/description?supplierStatus=Active', 40],
} satisfies Record<string, [path: string, take?: number]>;

export async function loadAssignees(api: TestApi): Promise<Assignees> {
  const [users, roles, types] = await Promise.all([api.get('/api/Job/users'), api.get('/api/Job/userRoles'), api.get('/api/OutgoingOrder/deliveryType')]);
  const list = <T>(res: { status: number; body: { result?: T[] } }): T[] => (res.status === 200 ? (res.body.result ?? []) : []);
  return {
    userIds: list<{ id: number }>(users).map((u) => u.id),
    roleIds: list<{ id: number }>(roles).map((u) => u.id),
    deliveryTypes: list<{ name: string }>(types).map((t) => t.name),
  };
}

/** Open operations are those of open tasks (processId): no list of its own to read. */
function openOperationsOf(tasks: Row[]): Row[] {
  return [...new Set(tasks.map((t) => t.processId).filter((id): id is number => typeof id === 'number'))].map((id) => ({ id }));
}

/**
 * The pools a started job changes (it leaves Initial, its tasks go InProgress) read again, the
 * others kept: after each start the floor wants the new tasks at once, while the other lists are
 * read on the storm's usual round (a tenth of the reads a whole refresh makes after every start).
 */
export async function loadStartedJobPools(api: TestApi, pools: Pools): Promise<Pools> {
  const names = ['initialJobs', 'startedJobs', 'inProgressTasks', 'preparedTasks'] as const;
  const lists = await Promise.all(names.map((name) => page(api, POOL_LISTS[name][0], (POOL_LISTS[name] as [string, number?])[1])));
  const next: Pools = { ...pools, ...Object.fromEntries(names.map((name, i) => [name, lists[i]])) };
  return { ...next, openOperations: openOperationsOf([...next.preparedTasks, ...next.inProgressTasks]) };
}

export async function loadPools(api: TestApi, r: Random, assignees: Assignees): Promise<Pools> {
  // Stocks from a random place in the list, so that the users do not all act on the first rows.
  const stockSkip = r.int(0, 300);
  const [stocks, ...lists] = await Promise.all([
    page(api, '/api/Stock/description?quantityFrom=1', 80, stockSkip),
    ...Object.entries(POOL_LISTS).map(async ([name, [path, take]]: [string, [string, number?]]) => [name, await page(api, path, take)] as const),
  ]);
  const { ingoing, suppliers, ...pools } = Object.fromEntries(lists) as Record<keyof typeof POOL_LISTS, Row[]>;
  const openOperations = openOperationsOf([...pools.preparedTasks, ...pools.inProgressTasks]);
  const ingoingLines = ingoing.flatMap((o) => ((o.lines as Row[]) ?? []).filter((l) => l.state === 'Initial' || l.state === 'InProgress'));
  return {
    ...pools,
    stocks,
    ingoingLines,
    openOperations,
    suppliers: suppliers.filter((x) => Array.isArray(x.materialIds) && x.materialIds.length > 0),
    assignees,
  };
}
