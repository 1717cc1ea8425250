import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { apiClient, signIn } from '../helpers/api-client';

/** The at-login password change: a user whose password must be changed. */
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts?.close());

const signInAnswer = (userName: string, password: string) => apiClient(ts.baseUrl).post('/api/Authentication/user', { businessUnitName: 'North', userName, password });

describe('change password at sign-in', () => {
  it('gives a user whose password must be changed a token that opens only the change, then the new password signs in', async () => {
    const first = await signInAnswer('newbie', 'Newbie1234');
    expect(first.status).toBe(200);
    expect(first.body.result.changePasswordRequired).toBe(true);
    const limited = apiClient(ts.baseUrl, first.body.result.accessToken);
    // Nothing else opens with it: not the console's own calls, not the data.
    for (const path of ['/api/User/current', '/api/User/cockpitSettings', '/api/Supplier/header', '/api/Authentication/viewHub']) {
      const answer = await limited.get(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe('The password must be changed first');
    }
    expect((await limited.put('/api/User/changePassword', { oldPassword: 'Newbie1234', newPassword: 'Fresh12345', confirmPassword: 'Fresh12345' })).status).toBe(403);
    // The rules of a password change hold: wrong current password, mismatch, weak, the same again.
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      limited.put('/api/User/changePasswordAtLogin', { oldPassword, newPassword, confirmPassword });
    expect((await change('Wrong1234', 'Fresh12345')).body.message).toBe('The current password is wrong');
    expect((await change('Newbie1234', 'Fresh12345', 'Other12345')).status).toBe(400);
    expect((await change('Newbie1234', 'weak')).status).toBe(400);
    expect((await change('Newbie1234', 'Newbie1234')).body.message).toBe('The new password must differ from the current one');
    const ok = await change('Newbie1234', 'Fresh12345');
    expect(ok.status).toBe(200);
    // The limited session ended with the change.
    expect((await limited.put('/api/User/changePasswordAtLogin', { oldPassword: 'Fresh12345', newPassword: 'Again12345', confirmPassword: 'Again12345' })).status).toBe(401);
    // The old password no longer works; the new one gives a full session.
    expect((await signInAnswer('newbie', 'Newbie1234')).status).toBe(401);
    const full = await signInAnswer('newbie', 'Fresh12345');
    expect(full.status).toBe(200);
    expect(full.body.result.changePasswordRequired).toBeUndefined();
    const api = await signIn(ts.baseUrl, 'North', 'newbie', 'Fresh12345');
    expect((await api.get('/api/User/current')).body.result.userName).toBe('newbie');
  });

  it('gives other users a full session as before', async () => {
    const answer = await apiClient(ts.baseUrl).post('/api/Authentication/user', { businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' });
    expect(answer.body.result.changePasswordRequired).toBeUndefined();
    expect((await apiClient(ts.baseUrl, answer.body.result.accessToken).get('/api/User/current')).status).toBe(200);
  });

  it('answers a wrong password of such a user as any failed sign-in', async () => {
    await ts.database.db.query(
      "update users set must_change_password = true where user_name = 'admin' and business_unit_id = (select id from business_units where name = 'North')",
    );
    const answer = await signInAnswer('admin', 'Wrong1234');
    expect(answer.status).toBe(401);
    expect(answer.body.result).toBeUndefined();
  });
});
