import { describe, expect, it } from 'vitest';
import { sharedRead, sharedReadsByKey } from './shared-read';

/** A read that the test answers by hand, counting what was sent and what the source held when it was. */
function controlledRead() {
  let source = 0;
  const sent: Array<{ saw: number; answer: () => void; fail: (error: Error) => void }> = [];
  const read = sharedRead(
    () =>
      new Promise<number>((resolve, reject) => {
        const saw = source;
        sent.push({ saw, answer: () => resolve(saw), fail: reject });
      }),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { read, sent, write: () => source++, settle };
}

describe('a shared read', () => {
  it('is sent at once when none is on its way, and shared by everyone who asks while one is', async () => {
    const { read, sent, settle } = controlledRead();
    const first = read();
    expect(sent).toHaveLength(1);
    const waiting = [read(), read(), read()];
    // Not sent while the first is on its way: one read for all three, sent when the first is back.
    expect(sent).toHaveLength(1);
    sent[0].answer();
    await first;
    await settle();
    expect(sent).toHaveLength(2);
    sent[1].answer();
    await Promise.all(waiting);
    expect(sent).toHaveLength(2);
  });

  it('never gives a caller a read sent before it asked: a write made before the ask is always seen', async () => {
    const { read, sent, write, settle } = controlledRead();
    const early = read();
    write();
    // The first read was sent before the write; a caller asking after the write must not share it.
    const late = read();
    sent[0].answer();
    expect(await early).toBe(0);
    await settle();
    // A caller who asks after the second read was sent waits for a third.
    write();
    const later = read();
    sent[1].answer();
    expect(await late).toBe(1);
    await settle();
    sent[2].answer();
    expect(await later).toBe(2);
    expect(sent.map((s) => s.saw)).toEqual([0, 1, 2]);
  });

  it('gives a failure to the callers that shared it, and sends again for the next', async () => {
    const { read, sent, settle } = controlledRead();
    const first = read();
    const [a, b] = [read(), read()];
    sent[0].answer();
    await first;
    await settle();
    sent[1].fail(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    const again = read();
    expect(sent).toHaveLength(3);
    sent[2].answer();
    expect(await again).toBe(0);
  });

  it('by key: callers of one key share, callers of another key never', async () => {
    const sent: Array<{ key: string; answer: () => void }> = [];
    const read = sharedReadsByKey((key: string) => new Promise<string>((resolve) => sent.push({ key, answer: () => resolve(key) })));
    const a1 = read('a');
    const b1 = read('b');
    const [a2, a3] = [read('a'), read('a')];
    expect(sent.map((s) => s.key)).toEqual(['a', 'b']);
    for (const s of sent.splice(0)) s.answer();
    expect(await a1).toBe('a');
    expect(await b1).toBe('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((s) => s.key)).toEqual(['a']);
    sent[0].answer();
    expect([await a2, await a3]).toEqual(['a', 'a']);
    // Idle keys start afresh: the next caller sends at once.
    void read('a');
    expect(sent.map((s) => s.key)).toEqual(['a', 'a']);
  });
});
