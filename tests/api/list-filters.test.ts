import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Filters from a schema alone: any field a list publishes (schemas/lists/<name>.json) is a filter
 * as <field> or <field>[<operator>], with the page filter's operators; the server builds the SQL
 * from its field table and binds the values. Checked against SQL run on the same database.
 */
let ts: TestServer;
let admin: TestApi;

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signInAs(ts.baseUrl, 'admin');
});
afterAll(() => ts?.close());

const db = () => ts.database.db;
async function demoIds(table: string, where: string, params: unknown[] = []): Promise<number[]> {
  const { rows } = await db().query<{ id: number }>(
    `select t.id from ${table} t join business_units b on b.id = t.business_unit_id where b.name = 'Demo' and ${where} order by t.id`,
    params,
  );
  return rows.map((r) => r.id);
}
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
const q = (params: Record<string, string | string[]>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) s.append(k, one);
  return s.toString();
};

describe('schema-only filters on published fields', () => {
  it('a text field contains the value by default (case-insensitive), = and != compare it whole', async () => {
    const contain = await admin.get(`/api/CauseCode/Header?${q({ value: 'ag' })}`);
    expect(contain.status).toBe(200);
    const expected = await demoIds('cause_codes', "t.value ilike '%ag%'");
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(contain.body.result)).toEqual(expected);

    const explicit = await admin.get(`/api/CauseCode/Header?${q({ 'displayText[contain]': 'DAMAG' })}`);
    expect(ids(explicit.body.result)).toEqual(await demoIds('cause_codes', "t.display_text ilike '%damag%'"));

    const equal = await admin.get(`/api/CauseCode/Header?${q({ 'value[=]': 'DAMAGED' })}`);
    expect(equal.body.result.map((r: { value: string }) => r.value)).toEqual(['DAMAGED']);

    const notEqual = await admin.get(`/api/CauseCode/Header?${q({ 'type[!=]': 'Lose', 'type[<>]': 'Gain' })}`);
    expect(ids(notEqual.body.result)).toEqual(await demoIds('cause_codes', "t.type not in ('Lose', 'Gain')"));
  });

  it('numbers compare with < and > (and <=, >=); a repeated parameter with = is any of the values', async () => {
    const all = await demoIds('cause_codes', 'true');
    const [a, b, c] = all;
    const between = await admin.get(`/api/CauseCode/Header?${q({ 'id[>]': String(a), 'id[<=]': String(c) })}`);
    expect(ids(between.body.result)).toEqual([b, c]);
    const anyOf = await admin.get(`/api/CauseCode/Header?${q({ id: [String(a), String(c)] })}`);
    expect(ids(anyOf.body.result)).toEqual([a, c]);
  });

  it('on a paged list and beside its named filters, the same', async () => {
    const res = await admin.get(`/api/CauseCode/Header?${q({ type: 'Lose', 'value[contain]': 'E', skip: '0', take: '2' })}`);
    expect(res.status).toBe(200);
    const expected = await demoIds('cause_codes', "t.type = 'Lose' and t.value ilike '%e%'");
    expect(res.body.result.totalCount).toBe(expected.length);
    expect(res.body.result.data).toHaveLength(Math.min(2, expected.length));
  });

  it('a date-and-time field: a day alone stands for the whole day', async () => {
    const { rows } = await db().query<{ day: string }>(
      "select to_char(r.created_at at time zone current_setting('TimeZone'), 'YYYY-MM-DD') as day from integration_records r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.record_kind = 'Import' order by r.created_at desc limit 1",
    );
    const day = rows[0].day;
    const res = await admin.get(`/api/IntegrationData?${q({ kind: 'Import', 'createdAt[=]': day, take: '1000' })}`);
    expect(res.status).toBe(200);
    const expected = await demoIds('integration_records', "t.record_kind = 'Import' and t.created_at >= $1::date and t.created_at < $1::date + 1", [day]);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.result.totalCount).toBe(expected.length);
    const status = await admin.get(`/api/IntegrationData?${q({ kind: 'Request', 'httpStatus[>=]': '400', take: '1000' })}`);
    expect(status.status).toBe(200);
    expect(status.body.result.totalCount).toBe((await demoIds('integration_records', "t.record_kind = 'Request' and t.http_status >= 400")).length);
  });

  it('a value that looks like SQL is only ever a bound value', async () => {
    const res = await admin.get(`/api/CauseCode/Header?${q({ 'value[=]': "x' or '1'='1" })}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
    const pct = await admin.get(`/api/CauseCode/Header?${q({ value: '%' })}`);
    expect(pct.body.result).toEqual([]);
  });

  it('an unknown field, an unknown operator, or one the field type does not take: 400 saying what is accepted', async () => {
    const unknown = await admin.get(`/api/CauseCode/Header?${q({ valeu: 'x' })}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Unknown filter "valeu" for CauseCode (did you mean "value"?): use its filters (type) or its fields (id, type, value, displayText) as <field> or <field>[<operator>]',
    );
    const op = await admin.get(`/api/CauseCode/Header?${q({ 'value[like]': 'x' })}`);
    expect(op.status).toBe(400);
    expect(op.body.message).toBe('Filter "value[like]" for CauseCode: a text field is compared with =, !=, <>, <, >, <=, >=, contain, not "like"');
    const numberContain = await admin.get(`/api/CauseCode/Header?${q({ 'id[contain]': '1' })}`);
    expect(numberContain.status).toBe(400);
    expect(numberContain.body.message).toBe('Filter "id[contain]" for CauseCode: a number field is compared with =, !=, <>, <, >, <=, >=, not "contain"');
    const notNumber = await admin.get(`/api/CauseCode/Header?${q({ 'id[>]': 'abc' })}`);
    expect(notNumber.status).toBe(400);
    const sqlName = await admin.get(`/api/CauseCode/Header?${q({ 'value) or (1=1': 'x' })}`);
    expect(sqlName.status).toBe(400);
    const integration = await admin.get(`/api/IntegrationData?${q({ 'nothing[=]': 'x' })}`);
    expect(integration.status).toBe(400);
    expect(integration.body.message).toMatch(/^Unknown filter "nothing\[=\]" for IntegrationData/);
  });
});
