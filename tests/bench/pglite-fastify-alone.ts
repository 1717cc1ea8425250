import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

/**
 * The floor of a first start, for the server-start benchmark: PGlite creating its database in an
 * empty DATA_DIR and Fastify answering one route from it on PORT, with nothing of Cockpit.
 */
const pg = await PGlite.create(process.env.DATA_DIR!);
const app = Fastify();
app.get('/api/Localization/languages', async () => (await pg.query('select 1 as one')).rows);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void Promise.all([app.close(), pg.close()]).then(() => process.exit(0)));
