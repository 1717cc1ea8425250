import { randomUUID } from 'node:crypto';
import type { Db } from '@cockpit/server/sdk';
import { importMessage } from './import-messages';

export type CommandState = 'Running' | 'Completed' | 'Failed';

/** What GET /api/Command/transaction/status/{id} answers. */
export interface CommandStatus {
  transactionId: string;
  kind: string;
  state: CommandState;
  /** Running work: the phase (Reading, Checking, Writing) and how far it is. */
  phase?: string;
  done?: number;
  total?: number;
  /** Ended work: what it answers (counts, or the errors that stopped it). */
  result?: unknown;
}

interface Entry extends CommandStatus {
  businessUnitId: number;
}

/**
 * Long work's status, answered by transaction id (long work answers with one at once).
 * The start and the end are rows in command_transactions, so any instance
 * answers for ended work; the progress of running work is in this instance's memory (a running
 * import holds PGlite's only connection, so it could not be written meanwhile).
 */
export function createCommandStatus(db: Db) {
  const running = new Map<string, Entry>();
  return {
    async start(kind: string, businessUnitId: number, userId: number): Promise<string> {
      const id = randomUUID();
      await db.query('insert into command_transactions (id, business_unit_id, user_id, kind) values ($1, $2, $3, $4)', [id, businessUnitId, userId, kind]);
      running.set(id, { transactionId: id, kind, state: 'Running', businessUnitId, phase: 'Reading' });
      return id;
    },
    progress(id: string, phase: string, done?: number, total?: number): void {
      const e = running.get(id);
      if (e) Object.assign(e, { phase, done, total });
    },
    async end(id: string, state: 'Completed' | 'Failed', result: unknown): Promise<void> {
      const e = running.get(id);
      if (e) Object.assign(e, { state, result, phase: undefined });
      try {
        await db.query('update command_transactions set state = $2, result = $3, ended_at = now() where id = $1', [id, state, JSON.stringify(result)]);
      } finally {
        running.delete(id);
      }
    },
    /** The status in the caller's business unit only: another unit's id is not found. */
    async get(id: string, businessUnitId: number): Promise<CommandStatus | undefined> {
      const e = running.get(id);
      if (e) {
        if (e.businessUnitId !== businessUnitId) return undefined;
        const { businessUnitId: _bu, ...status } = e;
        return status;
      }
      const { rows } = await db.query<{ id: string; kind: string; state: CommandState; result: unknown }>(
        'select id, kind, state, result from command_transactions where id = $1 and business_unit_id = $2',
        [id, businessUnitId],
      );
      const r = rows[0];
      if (!r) return undefined;
      // A Running row that no instance holds in memory was cut off (the server stopped): its
      // transaction was rolled back, nothing of it was written.
      if (r.state === 'Running') return { transactionId: r.id, kind: r.kind, state: 'Running', phase: 'Elsewhere' };
      return { transactionId: r.id, kind: r.kind, state: r.state, result: r.result };
    },
    /** At start on the embedded database (one instance): work left Running was cut off by a stop. */
    async markInterrupted(): Promise<void> {
      await db.query(
        `update command_transactions set state = 'Failed', ended_at = now(),
           result = $1::jsonb where state = 'Running'`,
        [JSON.stringify({ ok: false, ...importMessage('serverStopped'), errorCount: 0, errors: [] })],
      );
    },
  };
}

export type CommandStatusStore = ReturnType<typeof createCommandStatus>;
