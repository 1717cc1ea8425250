import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';

const errorsOf = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../../../../schemas/i18n/${language}/Errors.json`, import.meta.url)), 'utf8'));

describe('a database refusal that slipped past the checks', () => {
  it.each(['23514', '23503', '22P02', '22003'])('(%s) answers 400 with its own code, which has a text in each console language', async (sqlState) => {
    const app = Fastify();
    installErrorHandler(app);
    // What the database driver throws: an error carrying the SQLSTATE as its code.
    app.post('/write', async () => {
      throw Object.assign(new Error('numeric field overflow'), { code: sqlState });
    });
    const res = await app.inject({ method: 'POST', url: '/write' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'DataRule', message: 'The values break a data rule' });
    for (const language of ['en-GB', 'da-DK', 'nb-NO']) expect(errorsOf(language).DataRule, language).toMatch(/\S/);
  });
});
