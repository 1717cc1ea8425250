import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { COCKPIT_CLIENT, DEFAULT_USER_SETTINGS, USER_SETTINGS_OWNER } from './defaults';
import { effectiveSettings } from './settings-store';

export interface Limits {
  rowsLimit: number;
  takeLimit: number;
}

const cache = new Map<string, { at: number; limits: Limits }>();

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** rowsLimit and takeLimit for this user (platform.md §9: both settable from the server). */
export async function limitsFor(ctx: AppContext, caller: Caller): Promise<Limits> {
  const key = `${caller.businessUnitId}:${caller.userId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < 5000) return hit.limits;
  const records = await effectiveSettings(ctx.db, caller, { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER });
  const value = (k: string) => records.find((r) => r.key === k)?.value;
  const limits = {
    rowsLimit: positive(value('rowsLimit'), DEFAULT_USER_SETTINGS.rowsLimit as number),
    takeLimit: positive(value('takeLimit'), DEFAULT_USER_SETTINGS.takeLimit as number),
  };
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), limits });
  return limits;
}
