import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CustomView, Localization, User } from '@cockpit/contracts/generated/route-refs';
import { lookupKey } from '../lookups/lookups';
import { quietClient, startFirstScreenView } from './first-screen';
import { keepLookupParts, partsCaller, startFirstScreenParts, type FirstScreenPart } from './first-screen-parts';
import { openingViewKey, type OpeningView } from './opening-view-calls';

const VIEWS_HALF = ['CustomView.header', 'User.primaryViews', 'CustomView.detail'];

/**
 * A quiet client whose calls a fake fetch answers: each half of the first-screen call with its
 * `parts` (or `status`; the views' half, or both, once `viewsHeld` settles), any other call with `{ result: 'asked' }`.
 */
function client(parts: FirstScreenPart[], status = 200, viewsHeld: Promise<void> = Promise.resolve()) {
  const asked: string[] = [];
  const api = quietClient({
    baseUrl: () => '',
    token: () => 'tok',
    language: () => 'da-DK',
    clientVersion: '1',
    fetch: async (url) => {
      asked.push(String(url));
      if (String(url).startsWith('/api/FirstScreen/parts')) {
        // A call for both halves (no `only`) is held with the views.
        const only = new URL(String(url), 'http://x').searchParams.get('only');
        if (only !== 'shell') await viewsHeld;
        const half = only ? parts.filter((part) => VIEWS_HALF.includes(part.key) === (only === 'views')) : parts;
        return new Response(JSON.stringify({ result: { parts: half } }), { status });
      }
      return new Response(JSON.stringify({ result: 'asked' }), { status: 200 });
    },
  });
  return { api, asked };
}

const halves = (page: string, language: string) => [
  `/api/FirstScreen/parts?page=${page}&languageCode=${language}&only=shell`,
  `/api/FirstScreen/parts?page=${page}&languageCode=${language}&only=views`,
];

const ok = (key: string, result: unknown, sent: Pick<FirstScreenPart, 'params' | 'query'> = {}): FirstScreenPart => ({ key, ...sent, status: 200, body: { result } });

describe("the first screen's one call", () => {
  it('asks once for the page in the language, and answers each call from its part, matched by what the call sends', async () => {
    const { api, asked } = client([
      ok('User.current', { userName: 'admin' }),
      ok('Localization.translationsnested', { Shell: { x: 'y' } }, { query: { languageCode: 'da-DK', page: 'stocks-page' } }),
      ok('CustomView.detail', { id: 4 }, { params: { id: 4 }, query: { owner: 'Stock' } }),
    ]);
    const parts = startFirstScreenParts(api, 'stocks-page', 'da-DK');
    const caller = partsCaller(parts, api, 'call');
    await expect(caller.call(User.current)).resolves.toEqual({ userName: 'admin' });
    // Query values compare as the address carries them, in any order.
    await expect(caller.call(Localization.translationsnested, { query: { page: 'stocks-page', languageCode: 'da-DK' } })).resolves.toEqual({ Shell: { x: 'y' } });
    await expect(caller.call(CustomView.detail, { params: { id: 4 }, query: { owner: 'Stock' } })).resolves.toEqual({ id: 4 });
    expect(asked).toEqual(halves('stocks-page', 'da-DK'));
    // A call the answer has no part for (another language, another view) is made as always.
    await expect(caller.call(Localization.translationsnested, { query: { page: 'stocks-page', languageCode: 'nb-NO' } })).resolves.toBe('asked');
    await expect(caller.call(CustomView.detail, { params: { id: 5 }, query: { owner: 'Stock' } })).resolves.toBe('asked');
    expect(asked).toHaveLength(4);
  });

  it("answers the shell's calls (texts, settings, user) and keeps the look-ups while the views' half is still on its way", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, asked } = client(
      [
        ok('User.current', { userName: 'admin' }),
        ok('Localization.translationsnested', { Shell: { x: 'y' } }, { query: { languageCode: 'da-DK', page: 'stocks-page' } }),
        ok('LocationRole.header', [{ id: 1, name: 'Bulk' }]),
        ok('CustomView.header', [], { query: { owner: 'Stock' } }),
      ],
      200,
      held,
    );
    const parts = startFirstScreenParts(api, 'stocks-page', 'da-DK');
    const caller = partsCaller(parts, api, 'call');
    const views = caller.call(CustomView.header, { query: { owner: 'Stock' } });
    let viewsIn = false;
    void views.then(() => (viewsIn = true));
    await expect(caller.call(Localization.translationsnested, { query: { languageCode: 'da-DK', page: 'stocks-page' } })).resolves.toEqual({ Shell: { x: 'y' } });
    await expect(caller.call(User.current)).resolves.toEqual({ userName: 'admin' });
    const lookups = new QueryClient();
    await keepLookupParts(parts, lookups);
    expect(lookups.getQueryData(lookupKey({ call: 'LocationRole.header' }))).toEqual([{ id: 1, name: 'Bulk' }]);
    expect(viewsIn).toBe(false);
    release();
    await expect(views).resolves.toEqual([]);
    expect(asked).toEqual(halves('stocks-page', 'da-DK'));
  });

  it("makes a refused part's call itself for the console's client, and throws the refusal for a quiet one", async () => {
    const refused: FirstScreenPart = { key: 'CustomView.header', query: { owner: 'Stock' }, status: 403, body: { status: 403, code: 'Forbidden', message: 'No' } };
    const { api, asked } = client([refused]);
    const parts = startFirstScreenParts(api, 'stocks-page', 'en-GB');
    await expect(partsCaller(parts, api, 'throw').call(CustomView.header, { query: { owner: 'Stock' } })).rejects.toMatchObject({ status: 403, code: 'Forbidden', silent: true });
    expect(asked).toHaveLength(2);
    await expect(partsCaller(parts, api, 'call').call(CustomView.header, { query: { owner: 'Stock' } })).resolves.toBe('asked');
    expect(asked).toHaveLength(3);
  });

  it('makes every call itself when the one call fails', async () => {
    const { api, asked } = client([], 500);
    const parts = startFirstScreenParts(api, 'stocks-page', 'en-GB');
    await expect(partsCaller(parts, api, 'call').call(User.current)).resolves.toBe('asked');
    expect(asked).toEqual([...halves('stocks-page', 'en-GB'), '/api/User/current']);
  });

  it('settles the opening view from the parts and keeps the look-ups where the grid reads them, asking nothing else', async () => {
    const header = [{ id: 0, customViewName: 'Default', owner: 'Stock', scope: 'all' }];
    const { api, asked } = client([
      ok('CustomView.header', header, { query: { owner: 'Stock' } }),
      ok('User.primaryViews', []),
      ok('CustomView.detail', { id: 0, customViewName: 'Default' }, { params: { id: 0 }, query: { owner: 'Stock' } }),
      ok('LocationRole.header', [{ id: 1, name: 'Bulk' }]),
      { key: 'Supplier.header', status: 403, body: { status: 403 } },
    ]);
    const parts = startFirstScreenParts(api, 'stocks-page', 'en-GB');
    const queryClient = new QueryClient();
    const hint = { page: 'stocks-page', gridId: 'Stock', rows: { method: 'GET' as const, path: '/api/Stock/description', query: {} }, viewOwner: 'Stock' };
    startFirstScreenView(queryClient, { hint, api }, partsCaller(parts, api, 'throw'));
    const lookups = new QueryClient();
    await keepLookupParts(parts, lookups);
    await expect.poll(() => queryClient.getQueryData<OpeningView>(openingViewKey('Stock', undefined))?.answer).toEqual({ id: 0, customViewName: 'Default' });
    expect(queryClient.getQueryData<OpeningView>(openingViewKey('Stock', undefined))?.pick).toMatchObject({ id: 0, from: 'default' });
    expect(lookups.getQueryData(lookupKey({ call: 'LocationRole.header' }))).toEqual([{ id: 1, name: 'Bulk' }]);
    // A refused look-up is left to the grid, which asks (and is refused) as always; the runtime's own parts are not look-ups.
    expect(lookups.getQueryData(lookupKey({ call: 'Supplier.header' }))).toBeUndefined();
    expect(lookups.getQueryData(lookupKey({ call: 'User.primaryViews' }))).toBeUndefined();
    expect(asked).toEqual(halves('stocks-page', 'en-GB'));
  });
});
