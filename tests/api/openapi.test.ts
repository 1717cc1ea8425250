import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signInAs } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
});
afterAll(async () => {
  await ts?.close();
});

describe('GET /api/openapi.json', () => {
  it('is 401 without a session', async () => {
    expect((await apiClient(ts.baseUrl).get('/api/openapi.json')).status).toBe(401);
  });

  it('is 403 for a user who is not an administrator', async () => {
    const picker = await signInAs(ts.baseUrl, 'picker');
    const answer = await picker.get('/api/openapi.json');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('Forbidden');
  });

  it('answers an administrator with a valid OpenAPI 3.1 document of the route table', async () => {
    const admin = await signInAs(ts.baseUrl, 'admin');
    const answer = await admin.get<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(answer.body.paths['/api/Stock/gain'].post.operationId).toBe('Stock.gain');
    const result = await new Validator().validate(answer.body);
    expect(result.errors ?? []).toEqual([]);
  });
});
