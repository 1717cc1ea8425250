/**
 * Splitting a change into NOTIFY payloads. PostgreSQL refuses a payload of 8000 bytes or more, and
 * a 1000-row Bulk is hundreds of kilobytes, so a change goes out as numbered parts
 * `<instance>:<message>:<part>:<parts>:<text>` sent in one transaction (delivered together, in
 * order, or not at all) and is put back together by the receivers.
 */
export const MAX_NOTIFY_BYTES = 7900;

export interface NotifyChunk {
  instance: string;
  message: number;
  part: number;
  parts: number;
  text: string;
}

/** Cuts at byte offsets that do not fall inside a UTF-8 sequence, so every part is valid text. */
function splitUtf8(bytes: Buffer, maxBytes: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + maxBytes, bytes.length);
    // 0b10xxxxxx is a continuation byte: step back to the start of its character.
    while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) end--;
    out.push(bytes.toString('utf8', start, end));
    start = end;
  }
  return out.length > 0 ? out : [''];
}

export function encodeChunks(instance: string, message: number, text: string, maxBytes = MAX_NOTIFY_BYTES): string[] {
  // The header grows with the part count; 40 bytes covers instance ids of 12 chars and any count.
  const headerBudget = 40 + Buffer.byteLength(instance);
  const pieces = splitUtf8(Buffer.from(text, 'utf8'), maxBytes - headerBudget);
  return pieces.map((piece, i) => `${instance}:${message}:${i}:${pieces.length}:${piece}`);
}

export function decodeChunk(payload: string): NotifyChunk | undefined {
  const m = /^([^:]+):(\d+):(\d+):(\d+):/.exec(payload);
  if (!m) return undefined;
  const [head, instance, message, part, parts] = m;
  return { instance, message: Number(message), part: Number(part), parts: Number(parts), text: payload.slice(head.length) };
}

/** Collects the parts of each message; parts that never complete are dropped after maxAgeMs. */
export class ChunkAssembler {
  private readonly partial = new Map<string, { parts: string[]; received: number; startedAt: number }>();

  constructor(private readonly maxAgeMs = 60_000) {}

  /** The whole text when this chunk completes its message, otherwise undefined. */
  add(chunk: NotifyChunk, now = Date.now()): string | undefined {
    if (chunk.parts === 1) return chunk.text;
    this.dropStale(now);
    const key = `${chunk.instance}:${chunk.message}`;
    let entry = this.partial.get(key);
    if (!entry) this.partial.set(key, (entry = { parts: new Array<string>(chunk.parts), received: 0, startedAt: now }));
    if (entry.parts[chunk.part] === undefined) entry.received++;
    entry.parts[chunk.part] = chunk.text;
    if (entry.received < chunk.parts) return undefined;
    this.partial.delete(key);
    return entry.parts.join('');
  }

  get pendingCount(): number {
    return this.partial.size;
  }

  private dropStale(now: number): void {
    for (const [key, entry] of this.partial) if (now - entry.startedAt > this.maxAgeMs) this.partial.delete(key);
  }
}
