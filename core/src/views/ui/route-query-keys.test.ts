import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routes } from '@cockpit/contracts';
import { customViewsKey, primaryViewsKey } from './opening-view';
import { lookupKey } from '../../lookups/lookups';
import { callQueryKey, routeKeyPrefix, routeMutationOptions, routeQueryKey, routeQueryOptions, type RouteCaller } from '../../api/route-query';

describe('query keys from the route', () => {
  it('are the route key and what the call sends, the same for a call by its path-table key', () => {
    const key = routeQueryKey(routes.User.cockpitSettings, { query: { owner: 'dashboardSettings', key: 'enabledWidgets' } });
    expect(key).toEqual(['User.cockpitSettings', { query: { owner: 'dashboardSettings', key: 'enabledWidgets' }, params: undefined, body: undefined }]);
    // The order of the query's names does not make another entry of the cache.
    expect(hashKey(key)).toBe(hashKey(callQueryKey('User.cockpitSettings', { query: { key: 'enabledWidgets', owner: 'dashboardSettings' } })));
    expect(routeKeyPrefix(routes.User.current)).toEqual(['User.current']);
  });

  it("key the console's views and look-ups as the routes of their calls will", () => {
    expect(customViewsKey('Stocks')).toEqual(callQueryKey('CustomView.header', { query: { owner: 'Stocks' } }));
    expect(primaryViewsKey()[0]).toBe('User.primaryViews');
    expect(lookupKey({ call: 'CauseCode.Header', query: { type: 'Gain' } })).toEqual(callQueryKey('CauseCode.Header', { query: { type: 'Gain' } }));
  });

  it('call the route with the query signal, and mutations with their variables', async () => {
    const calls: unknown[] = [];
    const api = {
      async call(route: { key: string }, options?: unknown) {
        calls.push([route.key, options]);
        return 'answer';
      },
    } as unknown as RouteCaller;
    const signal = new AbortController().signal;
    const options = routeQueryOptions(api, routes.UserManagement.openIdLinks, { query: { userId: 4 } });
    expect(options.queryKey).toEqual(['UserManagement.openIdLinks', { query: { userId: 4 }, params: undefined, body: undefined }]);
    expect(await options.queryFn({ signal })).toBe('answer');
    expect(calls[0]).toEqual(['UserManagement.openIdLinks', { query: { userId: 4 }, signal }]);
    const mutation = routeMutationOptions(api, routes.User.changeDefaultLanguage);
    expect(mutation.mutationKey).toEqual(['User.changeDefaultLanguage']);
    await mutation.mutationFn({ body: { language: 'da-DK' } });
    expect(calls[1]).toEqual(['User.changeDefaultLanguage', { body: { language: 'da-DK' } }]);
  });
});
