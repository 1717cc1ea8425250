import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type HttpHandlers } from './client';
import { ApiError } from './api-error';

type Reply = { status: number; body?: unknown };

function setup(replies: Reply[] | ((url: string, init: RequestInit) => Reply)) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    const reply = typeof replies === 'function' ? replies(String(url), init ?? {}) : replies.shift()!;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  }) as unknown as typeof fetch;
  const handlers: HttpHandlers = {
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
    onMultiStatus: vi.fn(),
    onUserChoice: vi.fn(async () => 'partly'),
  };
  const client = createApiClient({
    baseUrl: () => 'http://x',
    paths: () => ({
      'Material.description': { method: 'GET', path: '/api/Material/description' },
      'Order.unprepare': { method: 'PUT', path: '/api/OutgoingOrder/unprepare/{id}' },
    }),
    token: () => 'tok',
    language: () => 'da-DK',
    clientVersion: '2.83.55',
    handlers,
    fetch: fetchFn,
  });
  return { client, handlers, seen };
}

describe('API client', () => {
  it('sends the bearer token, client version, language and JSON content type, and unwraps result', async () => {
    const { client, seen } = setup([{ status: 200, body: { result: [1, 2] } }]);
    const rows = await client.call(client.route('Material.description'), { query: { state: ['A', 'B'], empty: undefined } });
    expect(rows).toEqual([1, 2]);
    expect(seen[0].url).toBe('http://x/api/Material/description?state=A&state=B');
    const h = seen[0].init.headers as Record<string, string>;
    expect(h.Authorization).toBe('Bearer tok');
    expect(h['Client-Version']).toBe('2.83.55');
    expect(h['x-lang-code']).toBe('da-DK');
    expect(h['Content-Type']).toBe('application/json');
    const { seen: s2, client: c2 } = setup([{ status: 200, body: { result: true } }]);
    await c2.call(c2.route('Order.unprepare'), { params: { id: 7 }, body: {} });
    expect(s2[0].url).toBe('http://x/api/OutgoingOrder/unprepare/7');
    expect((s2[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('names a route by its path-table key, and refuses a key the table does not hold', () => {
    const { client } = setup([]);
    expect(client.route('Order.unprepare')).toEqual({ key: 'Order.unprepare', method: 'PUT', path: '/api/OutgoingOrder/unprepare/{id}' });
    expect(() => client.route('Order.nothing')).toThrow('Unknown API path "Order.nothing": not in the path table');
  });

  it('logs out on 401 and 403 and does not show an error', async () => {
    for (const status of [401, 403]) {
      const { client, handlers } = setup([{ status, body: { message: 'no' } }]);
      await expect(client.call(client.route('Material.description'))).rejects.toMatchObject({ status, silent: true });
      expect(handlers.onUnauthorized).toHaveBeenCalledWith(status);
      expect(handlers.onError).not.toHaveBeenCalled();
    }
  });

  it('ignores 418 silently', async () => {
    const { client, handlers } = setup([{ status: 418 }]);
    await expect(client.call(client.route('Material.description'))).resolves.toBeUndefined();
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('shows other errors with the server message, unless the call is silent', async () => {
    const { client, handlers } = setup([
      { status: 422, body: { status: 422, code: 'Orders.AlreadyStarted', message: 'Order already started!' } },
      { status: 500, body: { message: 'boom' } },
    ]);
    const err = await client.call(client.route('Material.description')).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('Orders.AlreadyStarted');
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    await expect(client.call(client.route('Material.description'), { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });

  it('flags 207 as multi-status and still returns the result', async () => {
    const result = { successCount: 2, failedCount: 1, failed: [{ id: 3, code: 'X', message: 'no' }] };
    const { client, handlers } = setup([{ status: 207, body: { result } }]);
    await expect(client.call(client.route('Material.description'))).resolves.toEqual(result);
    expect(handlers.onMultiStatus).toHaveBeenCalledWith(result);
  });

  it('asks the user on a userChoice answer and replays the request with the choice', async () => {
    const prompt = { id: 'prepare.shortage', title: 't', description: 'd', userOptions: [{ key: 'partly', label: 'p' }] };
    const { client, handlers, seen } = setup([
      { status: 409, body: { status: 409, code: 'UserChoice', message: 'd', details: { userChoice: prompt } } },
      { status: 200, body: { result: 'done' } },
    ]);
    await expect(client.call(client.route('Order.unprepare'), { params: { id: 1 }, body: { a: 1 } })).resolves.toBe('done');
    expect(handlers.onUserChoice).toHaveBeenCalledWith(prompt);
    // The replay goes straight back to the same call: no round trip in between.
    expect(seen).toHaveLength(2);
    expect(seen[1].url).toBe('http://x/api/OutgoingOrder/unprepare/1');
    expect((seen[1].init.headers as Record<string, string>)['x-user-choice']).toBe('prepare.shortage=partly');
    expect(seen[1].init.body).toBe(JSON.stringify({ a: 1 }));
  });

  it('does not show a cancelled request', async () => {
    const { handlers } = setup([]);
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: () => '',
      paths: () => ({ 'Material.description': { method: 'GET', path: '/x' } }),
      token: () => undefined,
      language: () => 'en-GB',
      clientVersion: '1',
      handlers,
      fetch: (async () => {
        throw new DOMException('aborted', 'AbortError');
      }) as unknown as typeof fetch,
    });
    controller.abort();
    await expect(client.call(client.route('Material.description'), { signal: controller.signal })).rejects.toMatchObject({ silent: true, code: 'Cancelled' });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('returns a successful material-item user choice to the caller and shows any other as an error', async () => {
    const item = { isUserChoice: true, type: 'material-item', userOptions: [] };
    const { client, handlers } = setup([
      { status: 200, body: { result: item } },
      { status: 200, body: { result: { isUserChoice: true, type: 'other', description: 'Pick one' } } },
    ]);
    await expect(client.call(client.route('Material.description'))).resolves.toEqual(item);
    await expect(client.call(client.route('Material.description'))).rejects.toMatchObject({ message: 'Pick one' });
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });
});
