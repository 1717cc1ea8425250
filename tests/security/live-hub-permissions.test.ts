import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings, settle, type LiveTestClient } from '../helpers/live-client';

/**
 * Hole 4 of the second probe: the picker registered the User, Printer and other views on the live
 * hub (5 of 5 accepted) and received user names, roles and last-seen times that the API refuses
 * it. Listening to a view needs the right to read its list; a refused registration is answered
 * with the protocol's error completion and the connection hears nothing of that view.
 */

let t: TestServer;
let picker: TestApi;
let admin: TestApi;
const open: LiveTestClient[] = [];

async function live(api: TestApi) {
  const client = await connectLive(await liveSettings(api));
  open.push(client);
  return client;
}

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  [picker, admin] = await Promise.all([signInAs(t.baseUrl, 'picker'), signInAs(t.baseUrl, 'admin')]);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.connection.stop().catch(() => undefined)));
  await t?.close();
});

describe('the live hub asks the right to read the list before it lets a connection listen', () => {
  it('refuses the picker the views the API refuses it, and sends it none of their rows', async () => {
    expect((await picker.get('/api/UserManagement/description')).status).toBe(403);
    expect((await picker.get('/api/Printer/description')).status).toBe(403);
    const pickerHub = await live(picker);
    for (const view of ['User', 'Printer']) {
      await expect(pickerHub.connection.invoke('RegisterConnectionOnView', view, 'master', 'Demo')).rejects.toThrow(
        `RegisterConnectionOnView: you do not have permission to read '${view}'.`,
      );
    }
    // The views it may read still register, and the refusals did not end the connection.
    await pickerHub.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');
    expect(pickerHub.connection.state).toBe('Connected');

    const adminHub = await live(admin);
    await adminHub.connection.invoke('RegisterConnectionOnView', 'User', 'master', 'Demo');
    await adminHub.connection.invoke('RegisterConnectionOnView', 'Printer', 'master', 'Demo');
    // An administrator changes a user (name, roles, last seen go out on User) and adds a printer.
    const users = await admin.get<{ result: Array<{ id: number; userName: string }> }>('/api/UserManagement/description');
    const superUser = users.body.result.find((u) => u.userName === 'super')!;
    const userSeen = adminHub.next((m) => m.viewName === 'User');
    expect((await admin.put('/api/UserManagement', { id: superUser.id, displayName: 'Søren S.' })).status).toBe(200);
    await userSeen;
    const printerSeen = adminHub.next((m) => m.viewName === 'Printer');
    const printer = await admin.post('/api/Printer', { name: 'Probe printer', printTechnology: 'ZPL' });
    expect(printer.status, JSON.stringify(printer.body)).toBe(200);
    await printerSeen;
    await settle(300);
    expect(pickerHub.messages.filter((m) => m.viewName === 'User' || m.viewName === 'Printer')).toEqual([]);
  });

  it('a view name spelled another way is no door to the same rows', async () => {
    const pickerHub = await live(picker);
    // A view name is matched exactly: 'user' is no list view, accepted, and never hears User's rows.
    await pickerHub.connection.invoke('RegisterConnectionOnView', 'user', 'master', 'Demo');
    const adminHub = await live(admin);
    await adminHub.connection.invoke('RegisterConnectionOnView', 'User', 'master', 'Demo');
    const users = await admin.get<{ result: Array<{ id: number; userName: string }> }>('/api/UserManagement/description');
    const seen = adminHub.next((m) => m.viewName === 'User');
    expect((await admin.put('/api/UserManagement', { id: users.body.result.find((u) => u.userName === 'super')!.id, displayName: 'Søren' })).status).toBe(200);
    await seen;
    await settle(300);
    expect(pickerHub.messages).toEqual([]);
  });
});
