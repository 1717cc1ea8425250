import { type Actor, createRandom, HttpError, type Random, runWork, type WorkContext } from '@cockpit/server/sdk';
import { createOutgoingOrder } from './create-orders';
import { receiveLine } from './ingoing';
import { startJob } from './job-actions';
import { prepareOrder } from './prepare';
import { shipAndArchive } from './ship';
import { performTask } from './task-perform';

async function one<T>(ctx: WorkContext, sql: string, params: unknown[]): Promise<T | undefined> {
  return (await ctx.db.query<T>(sql, params)).rows[0];
}

/** Performs the oldest task in progress, or starts the next prepared job. */
async function work(ctx: WorkContext, actor: Actor, r: Random): Promise<boolean> {
  const task = await one<{ id: number; type: string; requested: number }>(
    ctx,
    `select t.id, t.task_type as type, t.requested_quantity::int as requested from tasks t join jobs j on j.id = t.job_id
      where t.business_unit_id = $1 and t.state = 'InProgress' and j.state = 'Started' order by j.started_at, t.job_sequence, t.id limit 1`,
    [actor.businessUnitId],
  );
  if (task) {
    let confirmed = task.requested;
    let reasonCode: string | undefined;
    if (task.type === 'InventoryCountTask') confirmed = Math.max(0, task.requested + (r.chance(0.15) ? r.int(-2, 2) : 0));
    else if (task.requested > 1 && r.chance(0.05)) {
      confirmed = task.requested - 1;
      reasonCode = 'Damaged';
    }
    await runWork(ctx, actor, (w) => performTask(w, task.id, { confirmedQuantity: confirmed, reasonCode }));
    return true;
  }
  const job = await one<{ id: number }>(
    ctx,
    `select j.id from jobs j where j.business_unit_id = $1 and j.state = 'Initial' and (j.user_id is null or j.user_id = $2)
        and exists (select 1 from tasks t where t.job_id = j.id and t.state = 'Prepared') order by j.id limit 1`,
    [actor.businessUnitId, actor.userId],
  );
  if (!job) return false;
  await runWork(ctx, actor, (w) => startJob(w, job.id));
  return true;
}

/** Planning the floor does not do: prepare orders, receive goods, take new orders, archive old ones. */
async function plan(ctx: WorkContext, actor: Actor, r: Random, tick: number): Promise<void> {
  const bu = actor.businessUnitId;
  if (r.chance(0.3)) {
    const order = await one<{ id: number }>(
      ctx,
      `select id from outgoing_orders where business_unit_id = $1 and state = 'Initial' and not exists (select 1 from operations op where op.order_id = outgoing_orders.id and op.state not in ('Completed', 'Cancelled')) order by priority, id limit 1`,
      [bu],
    );
    if (order) await runWork(ctx, actor, (w) => prepareOrder(w, order.id, 'partly'));
  }
  if (r.chance(0.15)) {
    const line = await one<{ id: number; open: number }>(
      ctx,
      `select ln.id, (ln.ordered_quantity - ln.received_quantity)::int as open from ingoing_order_lines ln join ingoing_orders o on o.id = ln.order_id where ln.business_unit_id = $1 and o.state in ('Initial', 'Started') and ln.state in ('Initial', 'InProgress') order by o.expected_receipt_date nulls last, ln.id limit 1`,
      [bu],
    );
    if (line) await runWork(ctx, actor, (w) => receiveLine(w, line.id, Math.max(1, Math.ceil(line.open / r.int(1, 2)))));
  }
  if (r.chance(0.15)) {
    const open = await one<{ n: number }>(ctx, `select count(*)::int as n from outgoing_orders where business_unit_id = $1 and state = 'Initial'`, [bu]);
    if ((open?.n ?? 0) < 25) {
      const materials = (
        await ctx.db.query<{ id: number; price: number | null }>(
          `select m.id, m.sales_price as price from materials m where m.business_unit_id = $1 and m.available_quantity > 10 order by m.id`,
          [bu],
        )
      ).rows;
      if (materials.length) {
        const lines = Array.from({ length: r.int(1, 4) }, () => r.pick(materials)).filter((m, i, all) => all.indexOf(m) === i);
        await runWork(ctx, actor, (w) =>
          createOutgoingOrder(w, {
            customerName: r.pick(['Nordic Build', 'Hansen & Co', 'Fjord Supply', 'Berg Tools']),
            deliveryType: 'Standard',
            lines: lines.map((m) => ({ materialId: m.id, quantity: r.int(1, 5), salesUnitPrice: m.price })),
          }),
        );
      }
    }
  }
  if (tick % 30 === 0) await runWork(ctx, actor, (w) => shipAndArchive(w, new Date(Date.now() - 3600_000)));
}

/**
 * The demo's task simulator: plays the handheld terminals (and a little planning) so the console
 * shows live work. Each step is one action through the same services the terminal routes call.
 * Returns the function that stops it (and waits for the step in progress).
 */
export function startTaskSimulator(ctx: WorkContext, options: { intervalMs: number }): () => Promise<void> {
  const r = createRandom(4711);
  let stopped = false;
  let tick = 0;
  let running: Promise<void> | null = null;
  const step = async () => {
    tick++;
    const { rows } = await ctx.db.query<{ businessUnitId: number; userId: number | null }>(
      `select b.id as "businessUnitId", (select u.id from users u where u.business_unit_id = b.id and not u.deleted and u.is_active
          order by (u.user_name = 'picker') desc, u.id limit 1) as "userId" from business_units b order by b.id`,
      [],
    );
    for (const row of rows) {
      if (stopped || !row.userId) continue;
      const actor = { businessUnitId: row.businessUnitId, userId: row.userId };
      for (const part of [() => work(ctx, actor, r), () => plan(ctx, actor, r, tick)]) {
        try {
          await part();
        } catch (err) {
          // A refusal (another user got there first) is part of the game; anything else is logged.
          if (err instanceof HttpError && err.status < 500) ctx.log.debug({ err }, 'task simulator step refused');
          else ctx.log.warn({ err }, 'task simulator step failed');
        }
      }
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = step().finally(() => {
      running = null;
    });
  }, options.intervalMs);
  ctx.log.info(`Task simulator on (every ${options.intervalMs} ms)`);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
