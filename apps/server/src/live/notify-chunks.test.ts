import { describe, expect, it } from 'vitest';
import { ChunkAssembler, MAX_NOTIFY_BYTES, decodeChunk, encodeChunks } from './notify-chunks';

describe('NOTIFY chunks', () => {
  it('keeps every part under PostgreSQL’s 8000-byte payload limit, multi-byte text included', () => {
    const text = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `Ærø-blåbær ✓ 😀 ${i}` })));
    const chunks = encodeChunks('abcdef123456', 42, text);
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks) expect(Buffer.byteLength(c)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const assembler = new ChunkAssembler();
    const results = chunks.map((c) => assembler.add(decodeChunk(c)!));
    expect(results.slice(0, -1).every((r) => r === undefined)).toBe(true);
    expect(results.at(-1)).toBe(text);
    expect(assembler.pendingCount).toBe(0);
  });

  it('sends a small change as one part and puts parts back together in any order', () => {
    expect(encodeChunks('i1', 1, '{"a":1}')).toEqual(['i1:1:0:1:{"a":1}']);
    const chunks = encodeChunks('i1', 2, 'x'.repeat(20_000), 1000);
    const assembler = new ChunkAssembler();
    const reversed = [...chunks].reverse().map((c) => assembler.add(decodeChunk(c)!));
    expect(reversed.at(-1)).toBe('x'.repeat(20_000));
  });

  it('keeps messages of different instances apart and drops parts that never complete', () => {
    const a = encodeChunks('A', 1, 'a'.repeat(3000), 1000);
    const b = encodeChunks('B', 1, 'b'.repeat(3000), 1000);
    const assembler = new ChunkAssembler(1000);
    expect(assembler.add(decodeChunk(a[0])!, 0)).toBeUndefined();
    expect(assembler.add(decodeChunk(b[0])!, 0)).toBeUndefined();
    expect(assembler.pendingCount).toBe(2);
    const late = encodeChunks('C', 1, 'c'.repeat(3000), 1000);
    assembler.add(decodeChunk(late[0])!, 5000);
    expect(assembler.pendingCount).toBe(1);
    expect(decodeChunk('garbage')).toBeUndefined();
  });
});
