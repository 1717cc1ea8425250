import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyRowsKey, gridRowsQueryKey, takeEarlyRows } from '../grid-model/early-rows';
import type { FirstScreenHint } from '../schema-store/first-screen-hint';
import { readBootPayload } from './boot-payload';
import { hintForAddress, quietClient, startFirstScreenRows, startFirstScreenView } from './first-screen';
import { customViewsQuery, openingViewKey, type OpeningView } from './opening-view-calls';

const hint: FirstScreenHint = { page: 'stocks-page', gridId: 'Stock', rows: { method: 'GET', path: '/api/Stock/description', query: { kind: 'A' } }, viewOwner: 'Stock' };

/** A signed-in quiet client whose calls `fetch` answers. */
const signedInClient = (fetch: NonNullable<Parameters<typeof quietClient>[0]['fetch']>, language = 'en-GB') =>
  quietClient({ baseUrl: () => '', token: () => 'tok', language: () => language, clientVersion: '1', fetch });

/** A quiet client over a fake fetch that answers `status` with `body` and notes what it was asked. */
function client(status: number, body: unknown) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const api = signedInClient(async (url, init) => {
    asked.push({ url: String(url), headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status });
  }, 'da-DK');
  return { api, asked };
}

describe('the first screen from the page', () => {
  it('reads the boot payload, and nothing from a page without one or with a broken one', () => {
    const doc = (text: string | null) => ({ getElementById: (id: string) => (id === 'cockpit-boot' && text !== null ? ({ textContent: text } as HTMLElement) : null) });
    expect(readBootPayload(doc(JSON.stringify({ env: { helpToken: 'x' }, firstScreen: hint })))).toEqual({ env: { helpToken: 'x' }, firstScreen: hint });
    expect(readBootPayload(doc(null))).toEqual({});
    expect(readBootPayload(doc('{not json'))).toEqual({});
    expect(readBootPayload(doc('7'))).toEqual({});
    expect(readBootPayload(undefined)).toEqual({});
  });

  it('uses the hint only on its own page without a query', () => {
    const payload = { firstScreen: hint };
    expect(hintForAddress(payload, { pathname: '/stocks-page', search: '' })).toBe(hint);
    expect(hintForAddress(payload, { pathname: '/stocks-page/', search: '?' })).toBe(hint);
    // Filters or a view in the address change the first call.
    expect(hintForAddress(payload, { pathname: '/stocks-page', search: '?custom-view=Mine' })).toBeUndefined();
    expect(hintForAddress(payload, { pathname: '/materials-page', search: '' })).toBeUndefined();
    expect(hintForAddress({}, { pathname: '/stocks-page', search: '' })).toBeUndefined();
  });

  it("asks for the rows at once and keeps them under the grid page's query key", async () => {
    const { api, asked } = client(200, { result: [{ id: 1 }, { id: 2 }] });
    const owner = {};
    startFirstScreenRows(owner, { hint, api });
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe('/api/Stock/description?kind=A');
    expect(asked[0].headers).toMatchObject({ Authorization: 'Bearer tok', 'x-lang-code': 'da-DK' });
    // The key the grid page computes for the same grid and query (use-grid-rows.ts).
    expect(takeEarlyRows(owner, earlyRowsKey(gridRowsQueryKey('Stock', 'page', { kind: 'A' })))).toBeUndefined();
    await expect(takeEarlyRows(owner, earlyRowsKey(gridRowsQueryKey('Stock', 'all', { kind: 'A' })))).resolves.toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      totalCount: 2,
      unavailable: false,
    });
  });

  it("answers a missing list route as the grid's notice and hands a refusal to the page", async () => {
    const key = earlyRowsKey(gridRowsQueryKey('Stock', 'all', { kind: 'A' }));
    const missing = {};
    startFirstScreenRows(missing, { hint, api: client(404, { code: 'NotFound' }).api });
    await expect(takeEarlyRows(missing, key)).resolves.toEqual({ rows: [], totalCount: 0, unavailable: true });
    const refused = {};
    startFirstScreenRows(refused, { hint, api: client(403, { code: 'Forbidden' }).api });
    await expect(takeEarlyRows(refused, key)).rejects.toMatchObject({ status: 403 });
  });
});

describe('the opening view from the page', () => {
  it("settles the grid's opening view beside the schemas and keeps it where the page takes it", async () => {
    const asked: string[] = [];
    const answers: Record<string, unknown> = {
      '/api/CustomView/header': [{ id: 7, customViewName: 'Mine', owner: 'Stock', scope: 'user', isShared: false, createdBy: 'admin', isOwn: true, canModify: true }],
      '/api/User/primaryViews': [{ owner: 'Stock', id: 7, customViewName: 'Mine', scope: 'user' }],
      '/api/CustomView/detail/7': { id: 7, customViewName: 'Mine', owner: 'Stock' },
    };
    const api = signedInClient(async (url) => {
      const path = new URL(String(url), 'http://x').pathname;
      asked.push(String(url));
      return new Response(JSON.stringify({ result: answers[path] }), { status: path in answers ? 200 : 404 });
    });
    const queryClient = new QueryClient();
    startFirstScreenView(queryClient, { hint, api });
    // Both lists at once, the detail after them.
    expect(asked).toEqual(['/api/CustomView/header?owner=Stock', '/api/User/primaryViews']);
    await expect.poll(() => queryClient.getQueryData<OpeningView>(openingViewKey('Stock', undefined))).toBeDefined();
    const view = queryClient.getQueryData<OpeningView>(openingViewKey('Stock', undefined))!;
    expect(view.pick).toMatchObject({ id: 7, from: 'primary' });
    expect(view.answer).toMatchObject({ id: 7 });
    expect(asked[2]).toBe('/api/CustomView/detail/7?owner=Stock');
  });

  it('the page does not ask again for the views list the opening view has just read', async () => {
    const asked: string[] = [];
    const api = signedInClient(async (url) => {
      asked.push(new URL(String(url), 'http://x').pathname);
      return new Response(JSON.stringify({ result: [] }), { status: 200 });
    });
    const queryClient = new QueryClient();
    startFirstScreenView(queryClient, { hint, api });
    await expect.poll(() => queryClient.getQueryData(openingViewKey('Stock', undefined))).toBeDefined();
    const before = asked.filter((p) => p === '/api/CustomView/header').length;
    // The grid page's view bar mounts its query on the same key (use-grid-views.ts).
    const observer = new QueryObserver(queryClient, customViewsQuery({ api, queryClient }, 'Stock'));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(before).toBe(1);
    expect(asked.filter((p) => p === '/api/CustomView/header')).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([]);
  });
});
