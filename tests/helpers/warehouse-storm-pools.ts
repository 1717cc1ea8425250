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

async function page(api: TestApi, path: string, take = 80): Promise<Row[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await api.get(`${path}${sep}skip=0&take=${take}`);
  return res.status === 200 ? res.body.result.data : [];
}

export async function loadAssignees(api: TestApi): Promise<Assignees> {
  const [users, roles, types] = await Promise.all([api.get('/api/Job/users'), api.get('/api/Job/userRoles'), api.get('/api/OutgoingOrder/deliveryType')]);
  const list = <T>(res: { status: number; body: { result?: T[] } }): T[] => (res.status === 200 ? (res.body.result ?? []) : []);
  return {
    userIds: list<{ id: number }>(users).map((u) => u.id),
    roleIds: list<{ id: number }>(roles).map((u) => u.id),
    deliveryTypes: list<{ name: string }>(types).map((t) => t.name),
  };
}

export async function loadPools(api: TestApi, r: Random, assignees: Assignees): Promise<Pools> {
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
