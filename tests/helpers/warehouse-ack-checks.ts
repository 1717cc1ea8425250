/* eslint-disable max-lines -- the crash test's table: one check per acknowledged storm action, read as one table beside warehouse-call-log.ts */
import { mayHaveWritten, possiblyAfter, type Call } from './warehouse-call-log';

/**
 * What each acknowledged storm action implies in the database (the crash test's checks): one
 * check per action, each answering null when it holds, else what is wrong. Fields that later calls
 * may overwrite accept the values of those calls too (warehouse-call-log.ts).
 */
export type Row = Record<string, unknown>;
export interface Env {
  one(sql: string, params: unknown[]): Promise<Row | undefined>;
  count(sql: string, params: unknown[]): Promise<number>;
  /** Every recorded call. */
  calls: Call[];
  /** The acknowledged calls of one action (with `a` itself, so that a fabricated call counts too). */
  acks(a: Call): Call[];
}
type Check = (a: Call, e: Env) => Promise<string | null>;

export const num = (v: unknown): number => Number(v);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const firstId = (c: Call, key: string): number => ids(c.body[key])[0];
const fail = (cond: boolean, message: string): string | null => (cond ? message : null);

/**
 * A field that later calls may overwrite: the value must be a's, or one written by a call that
 * may have run after a. `key` names the field's row for a call (undefined: not this field);
 * `value` is what the call wrote (undefined: an unknown value, so nothing can be said).
 */
async function lastWrite(a: Call, e: Env, current: Row | undefined, key: (c: Call) => string | undefined, value: (c: Call) => string | undefined): Promise<string | null> {
  if (!current) return 'row missing';
  const k = key(a);
  const later = e.calls.filter((c) => mayHaveWritten(c) && possiblyAfter(a, c) && key(c) === k);
  if (later.some((c) => value(c) === undefined)) return null;
  const allowed = new Set([value(a), ...later.map(value)]);
  const found = JSON.stringify(current);
  return fail(!allowed.has(found), `found ${found}, expected one of ${[...allowed].join(' | ')}`);
}

const jobLog = (e: Env, jobId: number, name: string) =>
  e.count('select count(*)::int as n from work_logs where job_id = $1 and translation_name = $2', [jobId, `WorkLogs.${name}`]);
const PREPARE_PATHS = ['/api/Process/prepare', '/api/Process/preparePartly', '/api/Process/prepareAndWait'];

/** What each acknowledged storm action implies in the database; null when it holds. */
export const ACK_CHECKS: Record<string, Check> = {
  async performTask(a, e) {
    const taskId = num(a.body.taskId);
    const q = num(a.body.confirmedQuantity);
    const t = await e.one('select state, task_type as type, process_type as "processType", inventory_line_id as "lineId" from tasks where id = $1', [taskId]);
    if (!t) return 'task missing';
    if (t.state !== 'Performed') return `task is ${t.state}`;
    if (t.type === 'InventoryCountTask') {
      const line = await e.one('select counted_quantity as counted from inventory_lines where id = $1', [t.lineId]);
      return fail(num(line?.counted) !== q, `counted ${line?.counted}, confirmed ${q}`);
    }
    // The movement's own transaction row (an adjustment or a loss writes rows of other types).
    const n = await e.count('select count(*)::int as n from material_transactions where task_id = $1 and process_type = $2 and quantity = $3', [taskId, t.processType, q]);
    return fail(q > 0 && n !== 1, `${n} ${t.processType} transaction rows of ${q} for the task`);
  },
  async startJob(a, e) {
    const jobId = num(a.body.jobId);
    const j = await e.one('select state, started_at as "startedAt" from jobs where id = $1', [jobId]);
    if (!j) return 'job missing';
    if (j.state === 'Initial' || !j.startedAt) return `job is ${j.state}, not started`;
    return fail((await jobLog(e, jobId, 'jobStarted')) < 1, 'no jobStarted log');
  },
  async gain(a, e) {
    const rows = await e.count(`select count(*)::int as n from material_transactions where process_type = 'Gain' and reason_text = $1 and quantity = $2 and to_stock_id = $3`, [
      a.body.reasonText,
      a.body.quantity,
      a.result?.stockId,
    ]);
    return fail(rows !== 1, `${rows} Gain rows`);
  },
  async lose(a, e) {
    const rows = await e.count(`select count(*)::int as n from material_transactions where process_type = 'Loss' and reason_text = $1 and quantity = $2 and from_stock_id = $3`, [
      a.body.reasonText,
      a.body.quantity,
      a.body.stockId,
    ]);
    return fail(rows !== 1, `${rows} Loss rows`);
  },
  async move(a, e) {
    const b = a.body;
    if (a.result?.taskId) {
      const t = await e.one('select process_type as p, from_stock_id as s, to_location_id as l, requested_quantity as q from tasks where id = $1', [a.result.taskId]);
      return fail(
        !t || t.p !== 'Movement' || num(t.s) !== num(b.stockId) || num(t.l) !== num(b.toLocationId) || num(t.q) !== num(b.quantity),
        `movement task ${JSON.stringify(t)}`,
      );
    }
    // Moved at once: one Movement row without a task per acknowledged move of this stock, place and quantity.
    const same = e.acks(a).filter((c) => !c.result?.taskId && c.body.stockId === b.stockId && c.body.toLocationId === b.toLocationId && c.body.quantity === b.quantity);
    const rows = await e.count(
      `select count(*)::int as n from material_transactions where process_type = 'Movement' and task_id is null and from_stock_id = $1 and to_location_id = $2 and quantity = $3`,
      [b.stockId, b.toLocationId, b.quantity],
    );
    return fail(rows < same.length, `${rows} Movement rows for ${same.length} acknowledged moves`);
  },
  async cancelTask(a, e) {
    const t = await e.one('select state, action_log as log from tasks where id = $1', [firstId(a, 'taskIds')]);
    return fail(t?.state !== 'Cancelled' || !JSON.stringify(t.log).includes('"taskCancelled"'), `task ${JSON.stringify(t)}`);
  },
  async endJob(a, e) {
    const jobId = firstId(a, 'jobIds');
    const j = await e.one('select state from jobs where id = $1', [jobId]);
    if (j?.state !== 'Completed' && j?.state !== 'Cancelled') return `job ${JSON.stringify(j)}`;
    return fail((await jobLog(e, jobId, 'jobEnded')) < 1, 'no jobEnded log');
  },
  async cancelJob(a, e) {
    const jobId = firstId(a, 'jobIds');
    const j = await e.one('select state from jobs where id = $1', [jobId]);
    if (j?.state !== 'Cancelled') return `job ${JSON.stringify(j)}`;
    return fail((await jobLog(e, jobId, 'jobCancelled')) < 1, 'no jobCancelled log');
  },
  async dissolveJob(a, e) {
    return fail(Boolean(await e.one('select id from jobs where id = $1', [firstId(a, 'jobIds')])), 'dissolved job still there');
  },
  async createJobFromTasks(a, e) {
    for (const jobId of ids(a.result?.jobIds)) {
      // A new job may be dissolved afterwards (its id is known only from this answer, so any dissolve naming it came later).
      const dissolved = e.calls.some((c) => c.path === '/api/Job/dissolve' && mayHaveWritten(c) && ids(c.body.jobIds).includes(jobId));
      if (!dissolved && !(await e.one('select id from jobs where id = $1', [jobId]))) return `job ${jobId} missing`;
    }
    return fail(ids(a.result?.jobIds).length === 0, 'no job in the answer');
  },
  async jobFromStocks(a, e) {
    const jobIds = ids(a.result?.jobIds);
    const started = await e.count(
      `select count(*)::int as n from jobs j where j.id = any($1::int[]) and j.started_at is not null and exists (select 1 from tasks t where t.job_id = j.id and t.from_stock_id = $2)`,
      [jobIds, firstId(a, 'stockIds')],
    );
    return fail(jobIds.length === 0 || started !== jobIds.length, `${started} of ${jobIds.length} jobs started with a task from the stock`);
  },
  async unprepareStock(a, e) {
    const n = await e.count(`select count(*)::int as n from tasks where from_stock_id = $1 and state = 'Cancelled' and action_log @> '[{"code": "stockUnprepared"}]'::jsonb`, [
      firstId(a, 'stockIds'),
    ]);
    return fail(n < 1, 'no task cancelled by unprepare stock');
  },
  async createInventory(a, e) {
    const inv = await e.one(
      `select i.journal_name as name, (select count(*)::int from inventory_lines l where l.inventory_id = i.id and l.recount_of is null and not l.manual) as lines from inventories i where i.id = $1`,
      [a.result?.inventoryId],
    );
    return fail(inv?.name !== a.body.name || inv?.lines !== num(a.result?.lineCount), `inventory ${JSON.stringify(inv)}`);
  },
  async acceptLine(a, e) {
    const l = await e.one('select state from inventory_lines where id = $1', [firstId(a, 'lineIds')]);
    return fail(l?.state !== 'Accepted', `line ${JSON.stringify(l)}`);
  },
  async recount(a, e) {
    const old = ids(a.body.lineIds);
    const cancelled = await e.count(`select count(*)::int as n from inventory_lines where id = any($1::int[]) and state = 'Cancelled'`, [old]);
    const made = await e.count(`select count(*)::int as n from inventory_lines where id = any($1::int[]) and recount_of = any($2::int[])`, [ids(a.result?.lineIds), old]);
    return fail(cancelled !== old.length || made !== old.length, `${cancelled} lines cancelled, ${made} recount lines`);
  },
  async approveInventory(a, e) {
    const inv = await e.one('select state from inventories where id = $1', [firstId(a, 'ids')]);
    return fail(inv?.state !== 'Approved', `inventory ${JSON.stringify(inv)}`);
  },
  async cancelInventory(a, e) {
    const inv = await e.one('select state from inventories where id = $1', [firstId(a, 'ids')]);
    return fail(inv?.state !== 'Cancelled', `inventory ${JSON.stringify(inv)}`);
  },
  async cancelOrder(a, e) {
    const o = await e.one('select state from outgoing_orders where id = $1', [firstId(a, 'orderIds')]);
    return fail(o?.state !== 'Cancelled', `order ${JSON.stringify(o)}`);
  },
  async cancelOrderProcess(a, e) {
    const orderId = firstId(a, 'orderIds');
    const o = await e.one(
      `select state, (select count(*)::int from tasks t where t.order_id = o.id and t.state in ('Initial', 'Prepared', 'InProgress')) as open from outgoing_orders o where id = $1`,
      [orderId],
    );
    return fail((o?.state !== 'Completed' && o?.state !== 'Cancelled') || o?.open !== 0, `order ${JSON.stringify(o)}`);
  },
  async prepare(a, e) {
    // Every acknowledged prepare left a mark: an operation (with tasks, or waiting for a
    // replenishment), or picking tasks made in its transaction (one creation time). A second
    // prepare of what an order still lacks adds its tasks to the order's open operation instead of
    // making another (issue 11), so operations alone no longer count prepares; operations plus the
    // distinct creation times of the order's tasks is a lower bound that every run of acknowledged
    // prepares reaches, and a prepare lost with its whole transaction falls short of (unprepare
    // only closes what prepare made).
    const orderId = firstId(a, 'orderIds');
    const acked = e.acks(a).filter((c) => firstId(c, 'orderIds') === orderId).length;
    const marks = await e.count(
      `select (select count(*)::int from operations op where op.order_id = $1 and (op.wait_for_preparation or exists (select 1 from tasks t where t.operation_id = op.id)))
            + (select count(distinct t.created_at)::int from tasks t join operations op on op.id = t.operation_id where op.order_id = $1) as n`,
      [orderId],
    );
    // An order whose operation waits for replenishment is prepared again without a new mark while
    // its stock is still missing: its waiting operation is the mark of every prepare of it.
    const waiting = await e.count(
      `select count(*)::int as n from operations op where op.order_id = $1 and op.wait_for_preparation and not exists (select 1 from tasks t where t.operation_id = op.id)`,
      [orderId],
    );
    const needed = waiting > 0 ? 1 : acked;
    return fail(marks < needed, `${marks} operations and task creation times for ${acked} acknowledged prepares`);
  },
  async unprepare(a, e) {
    // Afterwards the order has no open operation and no waiting line, unless a prepare may have run after it.
    const orderId = firstId(a, 'orderIds');
    const o = await e.one(
      `select (select count(*)::int from operations where order_id = o.id and state not in ('Completed', 'Cancelled')) as ops,
              (select count(*)::int from outgoing_order_lines where order_id = o.id and state in ('FailedInPreparation', 'PendingMaintenance')) as waiting
         from outgoing_orders o where id = $1`,
      [orderId],
    );
    if (!o) return 'order missing';
    const prepared = e.calls.some((c) => PREPARE_PATHS.includes(c.path) && mayHaveWritten(c) && possiblyAfter(a, c) && firstId(c, 'orderIds') === orderId);
    return fail(!prepared && (num(o.ops) > 0 || num(o.waiting) > 0), `order still prepared: ${JSON.stringify(o)}`);
  },
  async splitOrder(a, e) {
    const o = await e.one(
      'select order_no as "orderNo", (select count(*)::int from outgoing_order_lines l where l.order_id = o.id) as lines from outgoing_orders o where id = $1',
      [a.result?.orderId],
    );
    return fail(!o || o.orderNo !== a.result?.orderNo || num(o.lines) < 1, `split order ${JSON.stringify(o)}`);
  },
  async editQuantity(a, e) {
    const lineId = num(a.body.orderLineId);
    const line = await e.one('select ordered_quantity as q from outgoing_order_lines where id = $1', [lineId]);
    // Splitting the line also changes its quantity (to a value the call does not name).
    return lastWrite(
      a,
      e,
      line && { q: num(line.q) },
      (c) =>
        c.path === '/api/OutgoingOrder/orderline/quantity'
          ? String(c.body.orderLineId)
          : c.path === '/api/Operation/SplitOrder' && ids(c.body.orderLineIds).includes(lineId)
            ? String(lineId)
            : undefined,
      (c) => (c.path === '/api/OutgoingOrder/orderline/quantity' ? JSON.stringify({ q: num(c.body.quantity) }) : undefined),
    );
  },
  async adjustPicked(a, e) {
    const t = await e.one('select state, confirmed_quantity as q from tasks where id = $1', [a.body.taskId]);
    if (t && t.state !== 'Performed') return `task is ${t.state}`;
    return lastWrite(
      a,
      e,
      t && { q: num(t.q) },
      (c) => (c.path === '/api/OutgoingOrder/pickedStock' ? String(c.body.taskId) : undefined),
      (c) => JSON.stringify({ q: num(c.body.confirmedQuantity) }),
    );
  },
  async replenish(a, e) {
    // successCount says whether a replenishment was made; each made one stays (Open, then Completed or Cancelled).
    const levelId = firstId(a, 'ids');
    const made = e.acks(a).filter((c) => firstId(c, 'ids') === levelId && num(c.result?.successCount) > 0).length;
    const level = await e.one('select material_id as m, location_id as l from maintenance_levels where id = $1', [levelId]);
    if (!level) return 'maintenance level missing';
    const n = await e.count(`select count(*)::int as n from replenishments where material_id = $1 and location_id = $2 and kind = 'MinMax'`, [level.m, level.l]);
    return fail(n < made, `${n} replenishments for ${made} acknowledged`);
  },
  async receive(a, e) {
    const b = a.body;
    const same = e.acks(a).filter((c) => c.body.orderLineId === b.orderLineId);
    const line = await e.one(
      `select l.received_quantity as received, o.order_no as "orderNo" from ingoing_order_lines l join ingoing_orders o on o.id = l.order_id where l.id = $1`,
      [b.orderLineId],
    );
    if (!line) return 'ingoing line missing';
    const acked = same.reduce((s, c) => s + num(c.body.quantity), 0);
    if (num(line.received) < acked) return `received ${line.received}, acknowledged ${acked}`;
    const receipts = await e.count(
      `select count(*)::int as n from material_transactions where process_type = 'Receipt' and to_stock_id = $1 and quantity = $2 and reference = $3`,
      [a.result?.stockId, b.quantity, line.orderNo],
    );
    const sameReceipt = same.filter((c) => c.result?.stockId === a.result?.stockId && c.body.quantity === b.quantity).length;
    if (receipts < sameReceipt) return `${receipts} Receipt rows for ${sameReceipt} acknowledged`;
    if (!a.result?.taskId) return null;
    const t = await e.one('select process_type as p, ingoing_order_line_id as l from tasks where id = $1', [a.result.taskId]);
    return fail(t?.p !== 'PutAway' || num(t?.l) !== num(b.orderLineId), `put-away task ${JSON.stringify(t)}`);
  },
  async assignJob(a, e) {
    const jobId = firstId(a, 'jobIds');
    const name = a.body.userId ? 'jobAssignedToUser' : 'jobAssignedToRole';
    const acked = e.acks(a).filter((c) => firstId(c, 'jobIds') === jobId && Boolean(c.body.userId) === Boolean(a.body.userId)).length;
    const logs = await jobLog(e, jobId, name);
    return fail(logs < acked, `${logs} ${name} logs for ${acked} acknowledged`);
  },
  async reassign(a, e) {
    // Each reassign makes a new job "Pick <orderNo> (reassigned)"; only a later dissolve can remove one.
    const op = await e.one('select o.order_no as "orderNo", op.order_id as "orderId" from operations op join outgoing_orders o on o.id = op.order_id where op.id = $1', [
      firstId(a, 'operationIds'),
    ]);
    if (!op) return 'operation missing';
    const sameOrder = await e.one('select array_agg(id) as ids from operations where order_id = $1', [op.orderId]);
    const opIds = ids(sameOrder?.ids);
    const acked = e.acks(a).filter((c) => opIds.includes(firstId(c, 'operationIds'))).length;
    const jobs = await e.count(`select count(*)::int as n from jobs where name like $1`, [`Pick ${op.orderNo} (reassigned)%`]);
    const dissolves = e.calls.filter((c) => c.path === '/api/Job/dissolve' && mayHaveWritten(c) && possiblyAfter(a, c)).length;
    return fail(jobs + dissolves < acked, `${jobs} reassigned jobs for ${acked} acknowledged`);
  },
  async changePriorityDate(a, e) {
    const orderId = firstId(a, 'orderIds');
    const o = await e.one('select delivery_date as d, priority as p from outgoing_orders where id = $1', [orderId]);
    return lastWrite(
      a,
      e,
      o && { d: o.d, p: num(o.p) },
      (c) => (c.path === '/api/OutgoingOrder/DeliveryPriority' ? String(firstId(c, 'orderIds')) : undefined),
      (c) => JSON.stringify({ d: c.body.deliveryDate, p: num(c.body.priority) }),
    );
  },
  async changeDeliveryType(a, e) {
    const o = await e.one('select delivery_type as t from outgoing_orders where id = $1', [firstId(a, 'orderIds')]);
    return lastWrite(
      a,
      e,
      o && { t: o.t },
      (c) => (c.path === '/api/OutgoingOrder/DeliveryType' ? String(firstId(c, 'orderIds')) : undefined),
      (c) => JSON.stringify({ t: c.body.deliveryType }),
    );
  },
  async dedicate(a, e) {
    return dedication(a, e, true);
  },
  async removeDedication(a, e) {
    return dedication(a, e, false);
  },
  // A saved draft is there for its supplier, with lines (a later save for the same supplier may
  // replace its lines and number, and a purchase order made from it keeps the row as Ordered).
  async saveDraft(a, e) {
    const drafts = (a.result?.drafts ?? []) as Array<{ id: number; supplierId: number }>;
    if (drafts.length === 0) return 'no draft answered';
    for (const d of drafts) {
      const row = await e.one(
        'select supplier_id as "supplierId", (select count(*)::int from purchase_draft_lines l where l.draft_id = d.id) as lines from purchase_drafts d where id = $1',
        [d.id],
      );
      if (!row || num(row.supplierId) !== num(d.supplierId) || num(row.lines) < 1) return `draft ${d.id}: ${JSON.stringify(row)}`;
    }
    return null;
  },
  // A purchase order made from a draft: the ingoing order exists under its number and the draft is Ordered with it.
  async createPO(a, e) {
    const orders = (a.result?.orders ?? []) as Array<{ draftId: number; orderId: number; orderNo: string }>;
    if (orders.length === 0) return 'no order answered';
    for (const o of orders) {
      const row = await e.one(
        'select o.order_no as "orderNo", d.state, d.ingoing_order_id as "orderId" from ingoing_orders o left join purchase_drafts d on d.id = $2 where o.id = $1',
        [o.orderId, o.draftId],
      );
      if (!row || row.orderNo !== o.orderNo || row.state !== 'Ordered' || num(row.orderId) !== num(o.orderId))
        return `order ${o.orderId} from draft ${o.draftId}: ${JSON.stringify(row)}`;
    }
    return null;
  },
  async minMax(a, e) {
    const b = a.body;
    const level = await e.one('select min_quantity as min, max_quantity as max from maintenance_levels where material_id = $1 and location_id = $2', [b.materialId, b.locationId]);
    return lastWrite(
      a,
      e,
      level && { min: num(level.min), max: num(level.max) },
      (c) => (c.path === '/api/Maintenance/minMax' ? `${c.body.materialId}@${c.body.locationId}` : undefined),
      (c) => JSON.stringify({ min: num(c.body.minQuantity), max: num(c.body.maxQuantity) }),
    );
  },
};

/** Dedicated or not, unless a call of the other kind for the same place (or an unknown one: unanswered) may have run after. */
async function dedication(a: Call, e: Env, dedicated: boolean): Promise<string | null> {
  const place = `${a.result?.locationId}@${a.result?.materialId}`;
  const otherPath = dedicated ? '/api/Stock/removeDedicatedLocation' : '/api/Stock/dedicateLocation';
  const undone = e.calls.some((c) => c.path === otherPath && mayHaveWritten(c) && possiblyAfter(a, c) && (!c.result || `${c.result.locationId}@${c.result.materialId}` === place));
  if (undone) return null;
  const row = await e.one('select 1 as ok from dedicated_locations where location_id = $1 and material_id = $2', [a.result?.locationId, a.result?.materialId]);
  return fail(Boolean(row) !== dedicated, dedicated ? 'dedication missing' : 'dedication still there');
}
