import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { settingNumber } from '@cockpit/core/settings';
import { COCKPIT_CLIENT, USER_SETTINGS_OWNER } from './defaults';
import { effectiveSettings } from './settings-store';

export interface Limits {
  rowsLimit: number;
  takeLimit: number;
}

// Kept per server (its context): two servers in one process (tests) have databases of their own.
const caches = new WeakMap<AppContext, Map<string, { at: number; limits: Limits }>>();

/** rowsLimit and takeLimit for this user (defaults 10000 and 1000, both settable from the server). */
export async function limitsFor(ctx: AppContext, caller: Caller): Promise<Limits> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const key = `${caller.businessUnitId}:${caller.userId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < 5000) return hit.limits;
  const records = await effectiveSettings(ctx.db, caller, { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER });
  const value = (k: string) => records.find((r) => r.key === k)?.value;
  const limits = {
    rowsLimit: settingNumber('rowsLimit', value('rowsLimit')),
    takeLimit: settingNumber('takeLimit', value('takeLimit')),
  };
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), limits });
  return limits;
}
