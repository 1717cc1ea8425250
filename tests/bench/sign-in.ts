import { median, percentile, report } from './conditions';
import { startTestServer } from '../helpers/test-server';

/** Sign-in round trip over real HTTP (scrypt verification dominates by design), median of many. */
export async function run(rounds = 200): Promise<void> {
  const ts = await startTestServer();
  try {
    const times: number[] = [];
    const body = JSON.stringify({ businessUnitName: 'Demo', userName: 'admin', password: 'Admin1234' });
    for (let i = 0; i < rounds + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(`${ts.baseUrl}/api/Authentication/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.json();
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
      if (i >= 10) times.push(performance.now() - t0); // the first few warm up the JIT
    }
    const wrong = JSON.stringify({ businessUnitName: 'Demo', userName: 'admin', password: 'nope' });
    const failed: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await (await fetch(`${ts.baseUrl}/api/Authentication/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: wrong })).text();
      failed.push(performance.now() - t0);
    }
    report(`Sign-in round trip (PGlite, HTTP on loopback, ${rounds} sign-ins after 10 warm-up)`, {
      'median ms': median(times),
      'p95 ms': percentile(times, 95),
      'wrong password median ms (same cost, no timing hint)': median(failed),
    });
  } finally {
    await ts.close();
  }
}
