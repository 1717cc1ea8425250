import { parseJsonText, SchemaReadError } from './read-error';
import type { SchemaSource } from './types';

/**
 * Schema files over HTTP, for the console: the reference server serves the schemas folder at
 * /schemas/ (any static host will do). Never from the HTTP cache, so an integrator's edit shows
 * on the next reload. Without a folder listing, unlisted files and catalogues are not checked here.
 */
export function createFetchSource(baseUrl = '/schemas/', fetchFn: typeof fetch = (input, init) => fetch(input, init)): SchemaSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    async read(path) {
      let response: Response;
      try {
        response = await fetchFn(base + path, { cache: 'no-cache' });
      } catch (error) {
        throw new SchemaReadError('unreadable', `could not be fetched: ${(error as Error).message}`);
      }
      if (response.status === 404) throw new SchemaReadError('missing-file', 'does not exist');
      if (!response.ok) throw new SchemaReadError('unreadable', `could not be read (HTTP ${response.status})`);
      return parseJsonText(await response.text());
    },
  };
}
