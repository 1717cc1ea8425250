import { hashPassword, usePasswordHashCost, verifyPassword } from '../../apps/server/src/auth/password';
import { LOWEST_TEST_PASSWORD_HASH_COST, PRODUCTION_PASSWORD_HASH_COST } from '../../apps/server/src/config';
import { median, report } from './conditions';

/** CPU seconds (user + system, the thread pool's too) of one call. */
async function cpuSeconds(call: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/**
 * What a sign-in's password check costs at the production scrypt cost and at the API tests' cost
 * (PASSWORD_HASH_COST=1024), in CPU seconds: rounds of the two interleaved, so that the machine's
 * load falls on both alike. A sign-in verifies one hash at the cost it was made with.
 */
export async function run(rounds = 12): Promise<void> {
  const costs = [PRODUCTION_PASSWORD_HASH_COST, LOWEST_TEST_PASSWORD_HASH_COST];
  const hashes = new Map<number, string>();
  for (const cost of costs) {
    usePasswordHashCost(cost);
    hashes.set(cost, await hashPassword('Admin1234'));
  }
  usePasswordHashCost(PRODUCTION_PASSWORD_HASH_COST);
  const verify = new Map<number, number[]>(costs.map((cost) => [cost, []]));
  for (let round = 0; round < rounds; round++) {
    for (const cost of costs) {
      verify.get(cost)!.push(
        await cpuSeconds(async () => {
          if (!(await verifyPassword('Admin1234', hashes.get(cost)!))) throw new Error('the password did not verify');
        }),
      );
    }
  }
  const [production, test] = costs.map((cost) => median(verify.get(cost)!));
  report(`Password check of a sign-in, CPU seconds, median of ${rounds} interleaved rounds`, {
    [`scrypt N=${PRODUCTION_PASSWORD_HASH_COST} (production) CPU-s`]: production.toFixed(4),
    [`scrypt N=${LOWEST_TEST_PASSWORD_HASH_COST} (API tests) CPU-s`]: test.toFixed(4),
    'ratio production / tests': (production / test).toFixed(1),
  });
}
