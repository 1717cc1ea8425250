import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './client';

/*
 * Checked by tsc (the project's type check), not at run time: a call by path-table key names its
 * route by data, so the client cannot know its answer and must not let a caller claim one.
 */
describe('a call by path-table key', () => {
  it('answers unknown, to be checked where it arrives', () => {
    expectTypeOf<ApiClient['request']>().returns.toEqualTypeOf<Promise<unknown>>();
    const byKey = (api: ApiClient) => api.call('Material.description', { silent: true });
    expectTypeOf(byKey).returns.toEqualTypeOf<Promise<unknown>>();
  });

  it('takes no type argument that would assert its answer', () => {
    const asserted = (api: ApiClient) =>
      // @ts-expect-error the key's answer cannot be asserted through the call
      api.call<{ data: string[] }>('Material.description');
    expectTypeOf(asserted).toBeFunction();
  });
});
