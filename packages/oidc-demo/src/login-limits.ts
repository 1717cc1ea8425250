/**
 * Failed logins at the demo OpenID provider, limited as the console's own sign-in is
 * (apps/server/src/auth/attempt-limits.ts, the same numbers): failures are counted per client
 * address and per login name within a window; once either has used up its failures, every login
 * on it is refused, the right password too, until its window ends. Successes count nothing.
 * The provider runs on oidc-provider (Koa), not Fastify, so the counters are kept here: a window
 * per key, at most MAX_KEYS keys (the oldest window dropped first), so memory stays bounded.
 */
export interface LoginLimits {
  perAddress: number;
  perLogin: number;
  windowSeconds: number;
}

const MAX_KEYS = 100_000;

interface Window {
  failures: number;
  endsAt: number;
}

export function createLoginLimiter(limits: LoginLimits, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const keys = (address: string, login: string) => [
    { key: `address:${address}`, max: limits.perAddress },
    { key: `login:${login.toLowerCase()}`, max: limits.perLogin },
  ];
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) windows.delete(key);
    return window && window.endsAt > now() ? window : undefined;
  };
  return {
    /** Seconds to wait when a limit is used up, undefined when the login may be tried. */
    refusedFor(address: string, login: string): number | undefined {
      let wait: number | undefined;
      for (const { key, max } of keys(address, login)) {
        const window = current(key);
        if (window && window.failures >= max) wait = Math.max(wait ?? 0, Math.ceil((window.endsAt - now()) / 1000));
      }
      return wait;
    },
    failed(address: string, login: string): void {
      for (const { key } of keys(address, login)) {
        const window = current(key);
        if (window) window.failures++;
        else {
          if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
          windows.set(key, { failures: 1, endsAt: now() + limits.windowSeconds * 1000 });
        }
      }
    },
  };
}
