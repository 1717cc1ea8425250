import { describe, expectTypeOf, it } from 'vitest';
import type { RouteRef } from '@cockpit/contracts';
import type { ApiClient } from './client';

/*
 * Checked by tsc (the project's type check), not at run time: a call names a route; a route a
 * schema names by path-table key is chosen by data, so the client cannot know its answer and must
 * not let a caller claim one.
 */
describe('a call of a route a schema names by key', () => {
  it('answers unknown, to be checked where it arrives', () => {
    expectTypeOf<ApiClient['request']>().returns.toEqualTypeOf<Promise<unknown>>();
    expectTypeOf<ApiClient['route']>().returns.toEqualTypeOf<RouteRef>();
    const byKey = (api: ApiClient) => api.call(api.route('Material.description'), { silent: true });
    expectTypeOf(byKey).returns.toEqualTypeOf<Promise<unknown>>();
  });

  it('takes no key as a route', () => {
    const keyed = (api: ApiClient) =>
      // @ts-expect-error a key is not a route: it goes through api.route(key)
      api.call('Material.description');
    expectTypeOf(keyed).toBeFunction();
  });

  it('takes no type argument that would assert its answer', () => {
    const asserted = (api: ApiClient) =>
      // @ts-expect-error the answer's type comes from the route, not from the caller
      api.call<{ data: string[] }>(api.route('Material.description'));
    expectTypeOf(asserted).toBeFunction();
  });
});
