import { describe, expect, it } from 'vitest';
import { oneCheckAtATime } from './one-check-at-a-time';

/** A check the test answers by hand, recording when it was sent. */
function pending(sent: string[], name: string) {
  let answer!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { send: () => (sent.push(name), promise), answer: () => answer(name), fail: () => fail(new Error(`${name} failed`)) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the studio checks one draft at a time', () => {
  it('sends the next check only once the one in flight is answered, and none for a draft replaced meanwhile', async () => {
    const check = oneCheckAtATime();
    const sent: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => pending(sent, n));
    let newest = 'a';
    const answers = [check(() => newest === 'a', a.send)];
    await tick();
    expect(sent).toEqual(['a']);
    newest = 'b';
    answers.push(check(() => newest === 'b', b.send));
    newest = 'c';
    answers.push(check(() => newest === 'c', c.send));
    await tick();
    expect(sent).toEqual(['a']);
    a.answer();
    await tick();
    // b was replaced by c before its turn: never sent, answered with nothing.
    expect(sent).toEqual(['a', 'c']);
    c.answer();
    expect(await Promise.all(answers)).toEqual(['a', undefined, 'c']);
  });

  it('goes on after a check that failed', async () => {
    const check = oneCheckAtATime();
    const sent: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => pending(sent, n));
    const first = check(() => true, a.send);
    const second = check(() => true, b.send);
    a.fail();
    await expect(first).rejects.toThrow('a failed');
    await tick();
    expect(sent).toEqual(['a', 'b']);
    b.answer();
    expect(await second).toBe('b');
  });
});
