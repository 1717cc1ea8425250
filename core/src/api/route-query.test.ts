import { describe, expect, expectTypeOf, it } from 'vitest';
import { routes } from '@cockpit/contracts';
import type { ApiClient } from './client';
import { routeMutationOptions, routeQueryKey, routeQueryOptions } from './route-query';

/** A client that records what it was asked and answers with a fixed value. */
function recordingClient(answer: unknown) {
  const calls: { key: string; options: unknown }[] = [];
  const api = {
    call: (route: { key: string }, options: unknown) => {
      calls.push({ key: route.key, options });
      return Promise.resolve(answer);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('route query options', () => {
  it('keys a query by the route and what it sends, and calls the route with the query signal', async () => {
    const { api, calls } = recordingClient([{ id: 1, name: 'Main' }]);
    const options = routeQueryOptions(api, routes.Seeding.defaultUserSettings, { query: { owner: 'userSettings' } });
    expect(options.queryKey).toEqual(['Seeding.defaultUserSettings', { query: { owner: 'userSettings' }, params: undefined, body: undefined }]);
    expect(options.queryKey).toEqual(routeQueryKey(routes.Seeding.defaultUserSettings, { query: { owner: 'userSettings' } }));
    const signal = new AbortController().signal;
    await options.queryFn({ signal });
    expect(calls).toEqual([{ key: 'Seeding.defaultUserSettings', options: { query: { owner: 'userSettings' }, signal } }]);
  });

  it("types the query's data and the mutation's result from the route's answer", () => {
    const { api } = recordingClient(undefined);
    expectTypeOf(routeQueryOptions(api, routes.UserRole.warehouseAreas).queryFn).returns.resolves.toEqualTypeOf<string[]>();
    expectTypeOf(routeMutationOptions(api, routes.UserRole.delete).mutationFn).returns.resolves.toEqualTypeOf<boolean>();
  });

  it('passes the defaults and the variables of a mutation to the call', async () => {
    const { api, calls } = recordingClient(true);
    const mutation = routeMutationOptions(api, routes.UserRole.delete, { silent: true });
    expect(mutation.mutationKey).toEqual(['UserRole.delete']);
    await expect(mutation.mutationFn({ params: { id: 5 } })).resolves.toBe(true);
    expect(calls).toEqual([{ key: 'UserRole.delete', options: { silent: true, params: { id: 5 } } }]);
  });
});
