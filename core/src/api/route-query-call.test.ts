import { describe, expect, it, vi } from 'vitest';
import { routes } from '@cockpit/contracts';
import { createApiClient } from './client';
import { routeQueryKey, routeQueryOptions } from './route-query';

function client(body: unknown) {
  const seen: string[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request) => {
    seen.push(String(url));
    return new Response(JSON.stringify(body), { status: 200 });
  }) as unknown as typeof fetch;
  const api = createApiClient({
    baseUrl: () => 'http://x',
    paths: () => ({}),
    token: () => 'tok',
    language: () => 'en-GB',
    clientVersion: '1',
    handlers: { onUnauthorized: vi.fn(), onError: vi.fn(), onMultiStatus: vi.fn(), onUserChoice: vi.fn(async () => 'partly') },
    fetch: fetchFn,
  });
  return { api, seen };
}

describe('route query options', () => {
  it("key the query by the route and what it sends, and call the route's path", async () => {
    const { api, seen } = client({ result: { orderNo: 'SO-1', customerName: 'Ann' } });
    const options = routeQueryOptions(api, routes.OutgoingOrder.getCustomerInformation, { params: { id: 7 } });
    expect(options.queryKey).toEqual(['OutgoingOrder.getCustomerInformation', { query: undefined, params: { id: 7 }, body: undefined }]);
    // Typed from the route: the answer's result, not unknown (a type error here fails the type check).
    const info: { orderNo: string; customerName: string | null } = await options.queryFn({});
    expect(info.orderNo).toBe('SO-1');
    expect(seen).toEqual(['http://x/api/OutgoingOrder/getCustomerInformation/7']);
  });

  it('type the rows of a list answer from the route', async () => {
    const { api } = client({ result: [{ name: 'Sales', description: 'Sales' }] });
    const rows: Array<{ name: string; description: string }> = await routeQueryOptions(api, routes.OutgoingOrder.orderType).queryFn({});
    expect(rows.map((r) => r.name)).toEqual(['Sales']);
    expect(routeQueryKey(routes.OutgoingOrder.orderType)[0]).toBe('OutgoingOrder.orderType');
  });
});
