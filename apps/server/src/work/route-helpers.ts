import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { FailedLine } from '../http/multi-status';
import { runWork, type WorkContext } from './run-work';
import type { Actor, Work } from './work';

export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.caller.userId, businessUnitId: request.caller.businessUnitId });

export { requireFeature } from '../http/require-feature';

/** A refusal that the action chose to commit (line states that show why) rather than roll back. */
export interface SoftFailure {
  failed: { code: string; message: string; details?: unknown };
}

const isSoft = (v: unknown): v is SoftFailure => typeof v === 'object' && v !== null && 'failed' in v;

/**
 * A multi-row action: each row in a transaction of its own, so one refused row does not undo the
 * others. Refusals and not-found rows become failed lines (the 207 answer); other errors propagate.
 */
export async function eachRow(
  ctx: WorkContext,
  actor: Actor,
  ids: number[],
  fn: (w: Work, id: number) => Promise<unknown>,
  label?: (id: number) => Promise<string | undefined>,
): Promise<{ successCount: number; failed: FailedLine[] }> {
  let successCount = 0;
  const failed: FailedLine[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const result = await runWork(ctx, actor, (w) => fn(w, id));
      if (isSoft(result)) failed.push({ id, label: await label?.(id), ...result.failed });
      else successCount++;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500 || err.status === 401 || err.status === 403) throw err;
      failed.push({ id, label: await label?.(id), code: err.code, message: err.message, details: err.details });
    }
  }
  return { successCount, failed };
}

/** Labels failed lines with a readable name (order number, job name ...) of this business unit. */
export function labelFrom(ctx: WorkContext, actor: Actor, sql: string): (id: number) => Promise<string | undefined> {
  return async (id) => {
    const { rows } = await ctx.db.query<{ label: string }>(sql, [id, actor.businessUnitId]);
    return rows[0]?.label;
  };
}
