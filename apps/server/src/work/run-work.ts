import type { AppContext } from '../context';
import { queueStockChangedMessage } from './stock-changed-message';
import { applyMaterialTotals } from './totals';
import { publishWork } from './publish';
import { Work, type Actor } from './work';

export type WorkContext = Pick<AppContext, 'db' | 'changes' | 'log'>;

/**
 * Runs one business action in one transaction (retried whole on a PostgreSQL deadlock: the Work
 * is made afresh each attempt), applies the material totals before commit, publishes the changed
 * rows after commit, then runs the follow-ups (each its own transaction; a failure is logged,
 * the action itself already stands).
 */
export async function runWork<T>(ctx: WorkContext, actor: Actor, fn: (w: Work) => Promise<T>): Promise<T> {
  let work!: Work;
  const result = await ctx.db.transaction(async (tx) => {
    work = new Work(tx, actor);
    const r = await fn(work);
    await queueStockChangedMessage(work);
    await applyMaterialTotals(work);
    return r;
  });
  await publishWork(ctx, work).catch((err) => ctx.log.error({ err }, 'publishing warehouse changes failed'));
  for (const followUp of work.followUps) {
    await runWork(ctx, actor, followUp).catch((err) => ctx.log.error({ err }, 'warehouse follow-up failed'));
  }
  return result;
}

/** The same inside a transaction someone else owns (the demo generator): no publishing. */
export async function runInTransaction<T>(tx: Work['tx'], actor: Actor, now: Date, fn: (w: Work) => Promise<T>): Promise<T> {
  const w = new Work(tx, actor, now);
  const r = await fn(w);
  await queueStockChangedMessage(w);
  await applyMaterialTotals(w);
  for (const followUp of w.followUps) await runInTransaction(tx, actor, now, followUp);
  return r;
}
