import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAccessLog, serializeRequest } from './request-log';

/** The access log: one line a request at info, none at warn, never a query value. */
async function appLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, serializers: { req: serializeRequest }, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new LogController({ disableRequestLogging: true }),
  });
  installAccessLog(app);
  app.get('/api/x', async () => ({ result: 1 }));
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line a request at info: method, redacted address, status and time', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/api/x?code=secret-code&take=5' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request done', method: 'GET', url: '/api/x?code=[redacted]&take=[redacted]', status: 200 });
    expect(lines[1]).toMatchObject({ url: '/api/missing', status: 404 });
    expect(typeof lines[0].ms).toBe('number');
    expect(lines[0].reqId).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain('secret-code');
    await app.close();
  });

  it('writes nothing at warn', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/api/x' });
    expect(lines).toHaveLength(0);
    await app.close();
  });
});
