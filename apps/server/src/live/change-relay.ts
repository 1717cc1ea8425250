import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import type { RowChange } from './change-feed';
import { ChunkAssembler, decodeChunk, encodeChunks } from './notify-chunks';

export const LIVE_CHANNEL = 'cockpit_live_changes';

export interface ChangeRelay {
  readonly instanceId: string;
  /** Sends a locally published change to the other instances. */
  publish(change: RowChange): void;
  /** Waits for queued notifications, then stops listening. */
  close(): Promise<void>;
}

/**
 * Shares changes between server instances on one PostgreSQL database through LISTEN/NOTIFY. Each
 * instance delivers its own changes directly; what it hears from the channel with its own instance
 * id is skipped, so nothing arrives twice.
 */
export async function startChangeRelay(db: Db, deliver: (change: RowChange) => void, log: { warn(obj: unknown, msg?: string): void }): Promise<ChangeRelay> {
  const instanceId = randomBytes(6).toString('hex');
  const assembler = new ChunkAssembler();
  let messageNo = 0;
  // Sends go one after another, so other instances see changes in the order they were published.
  let queue: Promise<void> = Promise.resolve();

  const stopListening = await db.listen(LIVE_CHANNEL, (payload) => {
    const chunk = decodeChunk(payload);
    if (!chunk || chunk.instance === instanceId) return;
    const text = assembler.add(chunk);
    if (text === undefined) return;
    try {
      deliver(JSON.parse(text) as RowChange);
    } catch (err) {
      log.warn({ err }, 'live relay: could not deliver a change from another instance');
    }
  });

  async function send(change: RowChange): Promise<void> {
    const chunks = encodeChunks(instanceId, ++messageNo, JSON.stringify(change));
    // One statement is one transaction: the parts are delivered together, in array order, or not at all.
    await db.query('select pg_notify($1, part) from unnest($2::text[]) as part', [LIVE_CHANNEL, chunks]);
  }

  return {
    instanceId,
    publish(change) {
      queue = queue.then(() => send(change)).catch((err) => log.warn({ err, viewName: change.viewName }, 'live relay: NOTIFY failed'));
    },
    async close() {
      await queue;
      await stopListening();
    },
  };
}
