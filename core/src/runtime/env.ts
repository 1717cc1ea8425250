import { readBootPayload } from './boot-payload';

/** /env.json, merged over the built-in defaults. */
export interface EnvConfig {
  /** Base address of the API; empty means the same origin as the console. */
  apiBaseUrl: string;
  /** Where the schemas folder is served. */
  schemasUrl: string;
  /** The external manual; {token} is replaced by helpToken. */
  helpUrl: string;
  helpToken: string;
  clientVersion: string;
  /** Where the version is shown extended (administrators). */
  buildInfo: string;
}

export const DEFAULT_ENV: EnvConfig = {
  apiBaseUrl: '',
  schemasUrl: '/schemas/',
  helpUrl: 'https://manual.cockpit.example/?token={token}',
  helpToken: '',
  clientVersion: '2.83.55',
  buildInfo: '',
};

/**
 * The environment: env.json's settings as the server put them in the page (boot-payload.ts), so
 * the console needs no call for them; else /env.json itself (a page served by another web server).
 * index.html preloads it (`<link rel="preload" as="fetch">`; the server takes that link out when it
 * puts the settings in the page) so that it arrives while the scripts load; the fetch here takes
 * that preload, which it would not with a cache mode of its own. The server sends env.json with
 * `cache-control: no-cache`, so an edit still shows on the next load.
 */
export async function loadEnv(fetchFn: typeof fetch = fetch, retryMs = 500, attempts = 5, inPage = readBootPayload().env): Promise<EnvConfig> {
  if (inPage && typeof inPage === 'object') return { ...DEFAULT_ENV, ...(inPage as Partial<EnvConfig>) };
  for (let i = 0; ; i++) {
    try {
      const res = await fetchFn('/env.json');
      if (res.status === 404) return DEFAULT_ENV;
      if (!res.ok) throw new Error(`env.json: ${res.status}`);
      return { ...DEFAULT_ENV, ...((await res.json()) as Partial<EnvConfig>) };
    } catch (error) {
      // Environment-ready retry for client creation: every 500 ms.
      if (i >= attempts - 1) {
        console.warn('Using built-in environment defaults', error);
        return DEFAULT_ENV;
      }
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}
