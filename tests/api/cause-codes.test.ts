import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';

const { ts, admin, picker, north } = useDemoServer();

const db = () => ts.database.db;
const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from cause_codes')).rows[0].n;

describe('cause codes', () => {
  it('lists the cause codes, filtered by type for the gain and lose dialogs', async () => {
    const all = await picker.get('/api/CauseCode/Header');
    expect(all.status).toBe(200);
    expect(all.body.result.length).toBe(15);
    const lose = await admin.get('/api/CauseCode/Header?type=Lose');
    expect(lose.body.result.map((c: { value: string }) => c.value).sort()).toEqual(['CORR-', 'DAMAGED', 'EXPIRED', 'MISSING', 'SAMPLE']);
    expect(lose.body.result[0]).toEqual({ id: expect.any(Number), type: 'Lose', value: expect.any(String), displayText: expect.any(String) });
  });

  it('creates with PUT without an id, updates with one, deletes by id', async () => {
    const created = await admin.put('/api/CauseCode', { type: 'Gain', value: 'BONUS', displayText: 'Supplier bonus goods' });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ type: 'Gain', value: 'BONUS', displayText: 'Supplier bonus goods' });
    const id = created.body.result.id;
    const updated = await admin.put('/api/CauseCode', { id, type: 'Gain', value: 'BONUS', displayText: 'Bonus goods' });
    expect(updated.body.result).toMatchObject({ id, displayText: 'Bonus goods' });
    expect((await admin.delete(`/api/CauseCode/${id}`)).status).toBe(200);
    expect((await db().query('select 1 from cause_codes where id = $1', [id])).rows).toHaveLength(0);
  });

  it('the picker may manage cause codes (cause_codes is open to all by default)', async () => {
    const res = await picker.put('/api/CauseCode', { type: 'Move', value: 'PICKER', displayText: 'Moved by picker' });
    expect(res.status).toBe(200);
    expect((await picker.delete(`/api/CauseCode/${res.body.result.id}`)).status).toBe(200);
  });

  it.each([
    [{ type: 'Gift', value: 'X', displayText: 'x' }, 400, /type must be equal to one of the allowed values/],
    [{ type: 'Gain', value: ' X', displayText: 'x' }, 400, /value must match/],
    [{ type: 'Gain', value: 'X' }, 400, /"displayText" is required/],
    [{ type: 'Gain', value: 'found', displayText: 'dup' }, 409, /Cause code "found" already exists for Gain/],
  ])('refuses %j and changes nothing', async (body, status, message) => {
    const before = await count();
    const res = await admin.put('/api/CauseCode', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it("answers 404 for another unit's cause code, and for an update of an unknown id", async () => {
    const id = (await db().query<{ id: number }>("select c.id from cause_codes c join business_units b on b.id = c.business_unit_id where b.name = 'Demo' limit 1")).rows[0].id;
    expect((await north.put('/api/CauseCode', { id, type: 'Gain', value: 'NORTH', displayText: 'Stolen' })).status).toBe(404);
    expect((await north.delete(`/api/CauseCode/${id}`)).status).toBe(404);
    expect((await db().query('select 1 from cause_codes where id = $1', [id])).rows).toHaveLength(1);
  });

  it('refuses a role without the cause_codes permission with 403', async () => {
    const role = (
      await db().query<{ id: number }>("select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = 'PickerRole'")
    ).rows[0].id;
    await db().query("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'header', 'cause_codes', false)", [role]);
    ts.server.ctx.permissions.invalidate();
    const before = await count();
    const res = await picker.put('/api/CauseCode', { type: 'Move', value: 'DENIED', displayText: 'Denied' });
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
    await db().query("delete from role_permissions where role_id = $1 and key = 'cause_codes'", [role]);
    ts.server.ctx.permissions.invalidate();
  });
});
