import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../apps/server/src/app';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs } from '../helpers/api-client';

/**
 * Hole 4 of the outside probe: a NUL character in a text field gave 500 (PostgreSQL 22021) on
 * fourteen write routes and on the public sign-in. Every write route (and every GET's query and
 * path) is sent input it must refuse: texts PostgreSQL cannot store, 1 MB texts, numbers out of
 * range or of the wrong kind, wrong types, arrays for objects, `__proto__` keys, 100k-element id
 * lists. Each must get a 4xx, never a 5xx, and the database must be exactly as before.
 *
 * Every probe is invalid by construction (whatever the route does with valid input), so a 2xx is
 * always a failure: negative numbers go only where the schema forbids them, fractions only into
 * integers, and texts are longer than any bound a route declares.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; minimum?: number; enum?: unknown[]; const?: unknown };

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MEGA_TEXT = 'x'.repeat(1_100_000);
const HUGE_LIST = Array.from({ length: 100_000 }, (_v, i) => i + 1);

const typesOf = (s: Schema | undefined) => (s?.type === undefined ? [] : [s.type].flat());

/** A value of the right shape for a property, so that a probe changes one property only. */
function plausible(s: Schema | undefined): unknown {
  if (!s) return 'x';
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const t = typesOf(s).find((x) => x !== 'null');
  switch (t) {
    case 'integer':
    case 'number':
      return 999_999;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties?.[k])]));
    default:
      return 'Fuzz';
  }
}

/**
 * Values that the property's schema refuses, as JSON text (so that 1e999 and __proto__ survive).
 * The two heavy ones (a 1 MB text, a 100k list) go to the first property of their kind only.
 */
function badValues(s: Schema, heavy: { text: boolean; list: boolean }): Array<{ name: string; json: string }> {
  const t = typesOf(s);
  const out: Array<{ name: string; json: string }> = [];
  if (t.includes('string') || t.length === 0) {
    out.push({ name: 'NUL', json: JSON.stringify('before\u0000after') });
    out.push({ name: 'lone surrogate', json: '"before\\ud800after"' });
    out.push({ name: 'lone low surrogate', json: '"\\udc00"' });
  }
  if (t.includes('string') && heavy.text) {
    heavy.text = false;
    out.push({ name: '1 MB text', json: JSON.stringify(MEGA_TEXT) });
  }
  if (t.includes('integer') || t.includes('number')) {
    out.push({ name: 'huge number', json: '1e300' });
    out.push({ name: 'infinite number', json: '1e999' });
    out.push({ name: 'NaN as text', json: '"NaN"' });
    if (t.includes('integer')) {
      out.push({ name: 'fraction', json: '1.5' });
      out.push({ name: '2^63', json: '9223372036854775808' });
    }
    if (typeof s.minimum === 'number' && s.minimum >= 0) out.push({ name: 'negative', json: '-1' });
  }
  if (t.includes('array')) {
    if (heavy.list) out.push({ name: '100k list', json: JSON.stringify(HUGE_LIST) });
    heavy.list = false;
    out.push({ name: 'object for array', json: '{"a":1}' });
  }
  if (t.includes('object')) {
    out.push({ name: 'array for object', json: '[1,2]' });
    out.push({ name: '__proto__ key', json: '{"__proto__":{"polluted":true}}' });
  }
  if (t.length > 0 && !t.includes('string')) out.push({ name: 'wrong type (text)', json: '"text"' });
  if (t.length > 0 && !t.includes('object') && !t.includes('array')) out.push({ name: 'wrong type (object)', json: '{"a":1}' });
  return out;
}

/** Bodies that no route takes, whatever its schema. */
const UNIVERSAL_BODIES: Array<{ name: string; json: string; message?: RegExp }> = [
  { name: 'NUL in an unknown property', json: '{"x":"a\\u0000b"}', message: /NUL/ },
  { name: 'lone surrogate in a property name', json: '{"\\ud800":1}', message: /surrogate/ },
  { name: '__proto__ key', json: '{"__proto__":{"isAdmin":true}}' },
  { name: 'constructor.prototype', json: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'array for object', json: '[{"id":1}]' },
  { name: 'deep nesting', json: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'text for object', json: '"text"' },
  { name: 'not JSON', json: '{"a":' },
];

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

let t: TestServer;
let token: string;
let before: string;

/** Every table's rows, hashed: a refused request must change none of them. */
async function databaseFingerprint(): Promise<string> {
  const { rows: tables } = await t.server.ctx.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.server.ctx.db.query<{ h: string | null; n: number }>(
      `select md5(string_agg(x::text, ',' order by x::text)) as h, count(*)::int as n from "${name}" x`,
    );
    parts.push(`${name}:${rows[0].n}:${rows[0].h ?? ''}`);
  }
  return parts.join('\n');
}

async function send(method: string, url: string, json?: string): Promise<{ status: number; body: string }> {
  const res = await fetch(t.baseUrl + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: json,
  });
  return { status: res.status, body: await res.text() };
}

const failures: string[] = [];
let probes = 0;
function judge(what: string, answer: { status: number; body: string }, message?: RegExp) {
  probes++;
  if (answer.status < 400 || answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 160)}`);
  // A permission refusal comes before the body is read; the message is checked where the body was.
  else if (message && answer.status === 400 && !message.test(answer.body)) failures.push(`${what}: ${answer.status} without the expected message: ${answer.body.slice(0, 160)}`);
}

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  token = (await signInAs(t.baseUrl, 'admin')).token!;
  before = await databaseFingerprint();
});
afterAll(async () => t?.close());

describe('input no route may take', () => {
  it('is refused with a 4xx by every write route, with the database unchanged', async () => {
    const routes = t.server.routes.filter((r: RegisteredRoute) => WRITE.has(r.method) && (r.url.startsWith('/api/') || r.url.startsWith('/hubs/')));
    expect(routes.length).toBeGreaterThan(60);
    let schemaProbed = 0;
    for (const route of routes) {
      const url = concrete(route.url);
      const body = route.schema?.body as Schema | undefined;
      const takesBody = route.method !== 'DELETE' || body !== undefined;
      if (takesBody && !route.url.startsWith('/hubs/')) {
        for (const probe of UNIVERSAL_BODIES) judge(`${route.method} ${url} ${probe.name}`, await send(route.method, url, probe.json), probe.message);
      }
      if (body?.properties) {
        const base = plausible(body) as Record<string, unknown>;
        const heavy = { text: true, list: true };
        for (const [prop, propSchema] of Object.entries(body.properties)) {
          for (const bad of badValues(propSchema, heavy)) {
            const rest = JSON.stringify({ ...base, [prop]: undefined }).slice(1, -1);
            const json = `{${rest}${rest ? ',' : ''}${JSON.stringify(prop)}:${bad.json}}`;
            judge(`${route.method} ${url} body.${prop} ${bad.name}`, await send(route.method, url, json));
            schemaProbed++;
          }
        }
      }
      // Query and path: a NUL and a lone surrogate (percent-encoded UTF-8 cannot carry one: %ED%A0%80
      // decodes to U+FFFD), and the id lists of the DELETE routes.
      judge(`${route.method} ${url}?ids=%00`, await send(route.method, `${url}?ids=%00&x=%00`));
      if (route.url.includes(':')) {
        for (const value of ['%00', '-1', '1.5', '1e300', '99999999999999999999', 'abc']) {
          judge(`${route.method} ${route.url} param=${value}`, await send(route.method, route.url.replace(/:[A-Za-z_]+/, value), takesBody ? '{}' : undefined));
        }
      }
      const query = route.schema?.querystring as Schema | undefined;
      if (query?.properties?.ids) {
        const many = Array.from({ length: 2000 }, (_v, i) => `ids=${i + 1}`).join('&');
        for (const q of ['ids=-1', 'ids=1.5', 'ids=1e300', 'ids=abc', many]) judge(`${route.method} ${url}?${q.slice(0, 30)}`, await send(route.method, `${url}?${q}`));
      }
    }
    expect(failures).toEqual([]);
    expect(schemaProbed).toBeGreaterThan(500);
    expect(await databaseFingerprint()).toBe(before);
  }, 600_000);

  it('is refused by the public sign-in, which says why', async () => {
    const signIn = (json: string) =>
      fetch(`${t.baseUrl}/api/Authentication/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      }));
    for (const field of ['businessUnitName', 'userName', 'password']) {
      const ok: Record<string, string> = { businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' };
      const json = (value: string) => JSON.stringify({ ...ok, [field]: '§' }).replace('"§"', value);
      const nul = await signIn(json('"ad\\u0000min"'));
      expect(nul.status, field).toBe(400);
      expect(JSON.parse(nul.body).message).toMatch(new RegExp(`body/${field} contains a NUL character`));
      expect((await signIn(json('"\\ud800"'))).status, field).toBe(400);
      expect((await signIn(json(JSON.stringify(MEGA_TEXT)))).status, field).toBe(400);
      expect((await signIn(json('12'))).status, field).toBe(400);
    }
    expect(await databaseFingerprint()).toBe(before);
  });

  it('is refused in the query and path of every GET route too', async () => {
    const gets = t.server.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    for (const route of gets) {
      judge(`GET ${route.url}?x=%00`, await send('GET', `${concrete(route.url)}?skip=%00&filter=%00&x=%00`));
      if (route.url.includes(':')) judge(`GET ${route.url} param NUL`, await send('GET', route.url.replace(/:[A-Za-z_]+/g, '%00')));
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(1000);
  });
});
