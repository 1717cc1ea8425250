import type { Queryable } from '../db/types';
import type { FailedLine } from './multi-status';
import { HttpError } from './errors';
import { lineLabels } from './line-labels';

// foreign_key_violation and restrict_violation: another row still points at this one.
const REFERENCED = new Set(['23503', '23001']);

export interface DeleteManyResult {
  deleted: number[];
  failed: FailedLine[];
}

/**
 * Deletes rows one by one inside one transaction, each under a savepoint, so that a line refused
 * by a rule (a thrown HttpError) or still referenced by another table (a foreign key) becomes a
 * failed line of a 207 answer while the other lines go through.
 */
export async function deleteEach(
  tx: Queryable,
  ids: number[],
  deleteOne: (id: number) => Promise<void>,
  inUse: { code: string; message: string },
  /** The rows' business names (item no., location name ...), read before deleting: `labelSql` of line-labels.ts with the unit. */
  labels?: { sql: string; businessUnitId: number },
): Promise<DeleteManyResult> {
  const deleted: number[] = [];
  const failed: FailedLine[] = [];
  const unique = [...new Set(ids)];
  const names = labels ? await lineLabels(tx, labels.sql, unique, labels.businessUnitId) : new Map<number, string>();
  const label = (id: number) => (names.has(id) ? { label: names.get(id) } : {});
  for (const id of unique) {
    await tx.query('savepoint delete_one');
    try {
      await deleteOne(id);
      await tx.query('release savepoint delete_one');
      deleted.push(id);
    } catch (err) {
      await tx.query('rollback to savepoint delete_one');
      if (err instanceof HttpError) {
        failed.push({ id, ...label(id), code: err.code, message: err.message, details: err.details });
      } else if (REFERENCED.has((err as { code?: string }).code ?? '')) {
        failed.push({ id, ...label(id), code: inUse.code, message: inUse.message });
      } else {
        throw err;
      }
    }
  }
  return { deleted, failed };
}
