import type { ApiClient, CallOptions } from '../api/client';

/**
 * The calls every page load with a stored session makes first (the schemas bundle and the
 * session's settings), started as soon as the API client exists, beside the catalogue, instead of
 * after the first render: a page load then waits for one round of calls, not three. Each is taken
 * once, by the first bootstrap of the same session (the token it was asked with); any later call,
 * or one after another sign-in, goes out afresh.
 */
/** The session's settings calls, boot paths (runtime.ts) that every bootstrap makes. */
export const SESSION_SETTINGS_CALLS = ['User.cockpitSettings', 'User.routesSettings', 'User.menuSettings', 'User.current'] as const;

export interface BootCalls {
  token: string;
  calls: Map<string, Promise<unknown>>;
}

export function startBootCalls(api: Pick<ApiClient, 'call'>, token: string, calls: Record<string, CallOptions>): BootCalls {
  const started = new Map<string, Promise<unknown>>();
  for (const [key, options] of Object.entries(calls)) {
    const promise = api.call(key, options);
    // Read by the bootstrap; until then a refusal must not count as unhandled.
    promise.catch(() => undefined);
    started.set(key, promise);
  }
  return { token, calls: started };
}

/** The boot call started for this session, taken once; otherwise the call itself. */
export function bootCall<T>(boot: BootCalls | undefined, currentToken: string | undefined, api: Pick<ApiClient, 'call'>, key: string, options?: CallOptions): Promise<T> {
  const early = boot && boot.token === currentToken ? boot.calls.get(key) : undefined;
  if (early) {
    boot!.calls.delete(key);
    return early as Promise<T>;
  }
  return api.call<T>(key, options);
}
