/**
 * The server of dashboard-day.spec.ts, run as a child process (`node --import tsx`; the server's
 * sources need tsx's module resolution, and the spec needs the database to date orders): the real
 * server on a fresh demo database with a fixed clock (DAY_NOW), the Demo unit in DAY_REGION, and
 * completed orders, with their lines, completed at the instants of DAY_COMPLETED (a JSON list).
 * It prints `{"baseUrl": ...}` when it listens and stops on SIGTERM.
 */
import { startTestServer } from '../helpers/test-server';

async function main() {
  const now = new Date(process.env.DAY_NOW!);
  const instants = JSON.parse(process.env.DAY_COMPLETED!) as string[];
  const ts = await startTestServer({ config: { clock: () => now } });
  const q = async (sql: string, params: unknown[] = []) => (await ts.database.db.query<{ id: number }>(sql, params)).rows;
  const [{ id: demo }] = await q(`select id from business_units where name = 'Demo'`);
  await q(`delete from settings where business_unit_id = $1 and user_id is null and owner = 'userSettings' and key = 'timeStampSettings'`, [demo]);
  await q(`insert into settings (business_unit_id, client_id, owner, key, value) values ($1, 'Cockpit', 'userSettings', 'timeStampSettings', $2)`, [
    demo,
    JSON.stringify({ region: process.env.DAY_REGION, dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }),
  ]);
  const completed = await q(`select id from outgoing_orders where business_unit_id = $1 and state = 'Completed' and not historical order by id limit $2`, [demo, instants.length]);
  if (completed.length < instants.length) throw new Error(`the demo has fewer than ${instants.length} completed orders`);
  for (const [i, at] of instants.entries()) {
    await q(`update outgoing_orders set completed_date = $2 where id = $1`, [completed[i].id, at]);
    await q(`update outgoing_order_lines set actual_handling_date = $2 where order_id = $1 and state = 'Completed'`, [completed[i].id, at]);
  }
  process.on('SIGTERM', () => void ts.close().finally(() => process.exit(0)));
  process.stdout.write(JSON.stringify({ baseUrl: ts.baseUrl }) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
