import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../api/client';
import { bootCall, startBootCalls } from './boot-calls';

function fakeApi() {
  const made: string[] = [];
  return {
    made,
    async call<T>(key: string, _options?: CallOptions): Promise<T> {
      made.push(key);
      if (key === 'Broken') throw new Error('401');
      return `${key}#${made.length}` as T;
    },
  };
}

describe('boot calls', () => {
  it('starts the calls at once, hands each to the first bootstrap of the same session only', async () => {
    const api = fakeApi();
    const boot = startBootCalls(api, 'token-a', { 'User.current': {}, 'Schemas.bundle': { silent: true } });
    expect(api.made).toEqual(['User.current', 'Schemas.bundle']);
    expect(await bootCall(boot, 'token-a', api, 'User.current')).toBe('User.current#1');
    // Taken once: the next bootstrap asks again.
    expect(await bootCall(boot, 'token-a', api, 'User.current')).toBe('User.current#3');
    // Another session (a new sign-in) never gets the first one's answers.
    expect(await bootCall(boot, 'token-b', api, 'Schemas.bundle')).toBe('Schemas.bundle#4');
  });

  it('keeps an early refusal for its reader without an unhandled rejection', async () => {
    const api = fakeApi();
    const boot = startBootCalls(api, 't', { Broken: {} });
    await new Promise((r) => setTimeout(r, 0));
    await expect(bootCall(boot, 't', api, 'Broken')).rejects.toThrow('401');
  });
});
