import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';

let ts: TestServer;
let admin: TestApi;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  admin = await signInAs(ts.baseUrl, 'admin');
});
afterAll(() => ts?.close());

// Drafts are not stored yet (migrations 050–059): the grids' list calls answer empty lists.
describe('draft lists until drafts exist', () => {
  it('answers empty lists in the classic and the paged shape', async () => {
    expect((await admin.get('/api/Draft/GetAllSupplier')).body).toEqual({ result: [] });
    expect((await admin.get('/api/Draft/GetAllSupplier?skip=0&take=20')).body).toEqual({ result: { data: [], totalCount: 0 } });
    expect((await admin.get('/api/Draft/GetDraftLines?draftId=1')).body).toEqual({ result: [] });
    expect((await admin.get('/api/Draft/GetDraftLines')).status).toBe(400);
  });
});
