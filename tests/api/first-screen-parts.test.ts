import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '@cockpit/contracts';
import { fillPath, toQueryString, type QueryValue } from '@cockpit/core/api';
import { useSignedInServer } from '../helpers/signed-in-server';
import type { TestApi } from '../helpers/api-client';

/**
 * GET FirstScreen/parts: a page load's calls before its first rows in one answer. Each part must
 * be exactly what the route it stands for answers the same caller (permission, business unit),
 * checked here against the separate calls for an administrator, a picker and another unit's
 * administrator; the whole has an ETag (304), needs a session and refuses a bad page.
 */
const server = useSignedInServer({ admin: 'admin', picker: 'picker', northAdmin: 'northAdmin' }, { config: { logLevel: 'silent' } });

interface Part {
  key: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  status: number;
  body: unknown;
}

const byKey = new Map(Object.values(routes).flatMap((group) => Object.values(group as Record<string, RouteDefinition>).map((route) => [route.key, route] as const)));
const partsPath = routes.FirstScreen.parts.path;

async function partsOf(api: TestApi, query = '?page=stocks-page&languageCode=da-DK'): Promise<Part[]> {
  const res = await api.get(`${partsPath}${query}`);
  expect(res.status).toBe(200);
  return res.body.result.parts as Part[];
}

async function expectPartsAsTheirCalls(api: TestApi, parts: Part[]) {
  for (const part of parts) {
    const route = byKey.get(part.key);
    expect(route, part.key).toBeDefined();
    const separate = await api.get(fillPath(route!.path, part.params) + toQueryString(part.query));
    expect({ key: part.key, status: part.status, body: part.body }).toEqual({ key: part.key, status: separate.status, body: separate.body });
  }
}

describe('GET FirstScreen/parts', () => {
  it("answers the Stocks page's calls before its rows, each as its own route answers it", async () => {
    const { admin } = server;
    // A saved view that is the admin's primary view: the opening view's detail is that view's.
    const saved = await admin.put('/api/CustomView/SaveForMe', { owner: 'Stock', customViewName: 'First screen', visibleColumnName: '{"master":["materialName"]}' });
    expect(saved.status).toBe(200);
    expect((await admin.put('/api/User/PrimaryView/SaveForMe', { id: saved.body.result.id, owner: 'Stock' })).status).toBe(200);

    const parts = await partsOf(admin);
    const named = parts.map((p) => `${p.key} ${JSON.stringify(p.params ?? {})} ${JSON.stringify(p.query ?? {})}`);
    expect(named).toEqual([
      'Schemas.bundle {} {"page":"stocks-page"}',
      'User.cockpitSettings {} {}',
      'User.routesSettings {} {}',
      'User.menuSettings {} {}',
      'User.current {} {}',
      'Localization.translationsnested {} {"languageCode":"da-DK","page":"stocks-page"}',
      'Localization.translationsnested {} {"languageCode":"en-GB","page":"stocks-page"}',
      'CustomView.header {} {"owner":"Stock"}',
      'User.primaryViews {} {}',
      'LocationRole.header {} {}',
      `CustomView.detail {"id":${saved.body.result.id}} {"owner":"Stock"}`,
    ]);
    expect(parts.every((p) => p.status === 200)).toBe(true);
    await expectPartsAsTheirCalls(admin, parts);
  });

  it("gives a picker and another unit's administrator their own answers, refusals included", async () => {
    const { picker, northAdmin } = server;
    const pickerParts = await partsOf(picker);
    await expectPartsAsTheirCalls(picker, pickerParts);
    const northParts = await partsOf(northAdmin, '?page=stocks-page');
    await expectPartsAsTheirCalls(northAdmin, northParts);
    // North sees its own location roles, not Demo's; and no view of Demo's admin.
    const roles = (parts: Part[]) => JSON.stringify(parts.find((p) => p.key === 'LocationRole.header')?.body);
    expect(roles(northParts)).not.toBe(roles(await partsOf(server.admin)));
    expect(JSON.stringify(northParts)).not.toContain('First screen');
    // Only the languages asked for: en-GB alone when that is the language.
    expect(northParts.filter((p) => p.key === 'Localization.translationsnested').map((p) => p.query?.languageCode)).toEqual(['en-GB']);
  });

  it('answers a page no grid serves with the whole bundle and texts (en-GB alone by default), without views or look-ups', async () => {
    const parts = await partsOf(server.admin, '?page=dashboard-nowhere');
    expect(parts.map((p) => p.key)).toEqual([
      'Schemas.bundle',
      'User.cockpitSettings',
      'User.routesSettings',
      'User.menuSettings',
      'User.current',
      'Localization.translationsnested',
    ]);
    await expectPartsAsTheirCalls(server.admin, parts);
  });

  it("answers in two halves, the shell's and the views', together the whole, each as its own route answers it", async () => {
    const { admin, picker, northAdmin } = server;
    const named = (parts: Part[]) => parts.map((p) => `${p.key} ${JSON.stringify(p.params ?? {})} ${JSON.stringify(p.query ?? {})}`);
    for (const api of [admin, picker, northAdmin]) {
      const whole = await partsOf(api);
      const shell = await partsOf(api, '?page=stocks-page&languageCode=da-DK&only=shell');
      const views = await partsOf(api, '?page=stocks-page&languageCode=da-DK&only=views');
      expect(named(shell)).toEqual(named(whole).filter((n) => !/^(CustomView\.|User\.primaryViews)/.test(n)));
      expect(named(views)).toEqual(named(whole).filter((n) => /^(CustomView\.|User\.primaryViews)/.test(n)));
      await expectPartsAsTheirCalls(api, [...shell, ...views]);
    }
    // A picker whose role may not use saved views: the views' half holds the routes' own refusals, the shell's half none.
    const db = server.ts.database.db;
    const role = (
      await db.query<{ id: number }>("select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = 'PickerRole'")
    ).rows[0].id;
    const kept = (await db.query<{ allowed: boolean }>("select allowed from role_permissions where role_id = $1 and scope = 'grid' and key = 'custom_views'", [role])).rows;
    await db.query("delete from role_permissions where role_id = $1 and scope = 'grid' and key = 'custom_views'", [role]);
    await db.query("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'grid', 'custom_views', false)", [role]);
    server.ts.server.ctx.permissions.invalidate();
    try {
      const refused = await partsOf(picker, '?page=stocks-page&only=views');
      expect(refused.find((p) => p.key === 'CustomView.header')?.status).toBe(403);
      await expectPartsAsTheirCalls(picker, refused);
      expect((await partsOf(picker, '?page=stocks-page&only=shell')).every((p) => p.status === 200)).toBe(true);
    } finally {
      await db.query("delete from role_permissions where role_id = $1 and scope = 'grid' and key = 'custom_views'", [role]);
      for (const { allowed } of kept) await db.query("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'grid', 'custom_views', $2)", [role, allowed]);
      server.ts.server.ctx.permissions.invalidate();
    }
    // Another unit's administrator never gets Demo's views.
    expect(JSON.stringify(await partsOf(northAdmin, '?page=stocks-page&only=views'))).not.toContain('First screen');
    // Each half has its own tag; a view saved changes the views' tag, not the shell's.
    const url = (only: string) => `${server.ts.baseUrl}${partsPath}?page=stocks-page&only=${only}`;
    const auth = { authorization: `Bearer ${admin.token}` };
    const tags = { shell: (await fetch(url('shell'), { headers: auth })).headers.get('etag')!, views: (await fetch(url('views'), { headers: auth })).headers.get('etag')! };
    expect(tags.shell).not.toBe(tags.views);
    expect((await admin.put('/api/CustomView/SaveForMe', { owner: 'Stock', customViewName: 'Halves', visibleColumnName: '{"master":["location"]}' })).status).toBe(200);
    expect((await fetch(url('shell'), { headers: { ...auth, 'if-none-match': tags.shell } })).status).toBe(304);
    expect((await fetch(url('views'), { headers: { ...auth, 'if-none-match': tags.views } })).status).toBe(200);
    expect((await admin.get(`${partsPath}?page=stocks-page&only=rows`)).status).toBe(400);
  });

  it('has an ETag and answers 304 while nothing changed, a new answer when a part changed', async () => {
    const url = `${server.ts.baseUrl}${partsPath}?page=stocks-page`;
    const auth = { authorization: `Bearer ${server.admin.token}` };
    const first = await fetch(url, { headers: auth });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetch(url, { headers: { ...auth, 'if-none-match': etag! } })).status).toBe(304);
    // Packed by the accepted encoding, the same answer once decoded.
    const plain = await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const packed = await fetch(url, { headers: { ...auth, 'accept-encoding': 'br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(await packed.json()).toEqual(await plain.json());
    expect((await server.admin.put('/api/CustomView/SaveForMe', { owner: 'Stock', customViewName: 'Second', visibleColumnName: '{"master":["location"]}' })).status).toBe(200);
    const changed = await fetch(url, { headers: { ...auth, 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('needs a session (401) and refuses a page that is not a path (400)', async () => {
    const res = await fetch(`${server.ts.baseUrl}${partsPath}?page=stocks-page`);
    expect(res.status).toBe(401);
    expect((await server.admin.get(`${partsPath}?page=%3Cscript%3E`)).status).toBe(400);
    expect((await server.admin.get(partsPath)).status).toBe(400);
    expect((await server.admin.get(`${partsPath}?page=${'a'.repeat(201)}`)).status).toBe(400);
  });
});
