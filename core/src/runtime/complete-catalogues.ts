import { loadLanguage, TEXTS_COMPLETED } from '../i18n/i18n';
import type { CockpitRuntime } from './runtime';

/**
 * A grid page's load reads its page's part of the catalogues first (the texts its first screen
 * shows: catalogue-part.ts), the languages it read so kept in `catalogueParts`; the whole
 * catalogues follow with the whole schemas bundle (complete-schemas.ts: once the first rows are
 * shown, at the latest 10 s after the start, and before another page is shown). Loaded once per
 * set of parts; a failed call is tried again the next time the schemas are completed.
 */
const completing = new WeakMap<Set<string>, Promise<void>>();

export function completeCatalogues(runtime: Pick<CockpitRuntime, 'i18n' | 'loadCatalogue' | 'catalogueParts'>): Promise<void> {
  const parts = runtime.catalogueParts;
  if (!parts?.size) return Promise.resolve();
  let done = completing.get(parts);
  if (!done) {
    done = Promise.all([...parts].map((language) => loadLanguage(runtime.i18n, runtime.loadCatalogue, language).then(() => void parts.delete(language)))).then(
      () => void runtime.i18n.emit(TEXTS_COMPLETED),
      (error: unknown) => {
        completing.delete(parts);
        throw error;
      },
    );
    completing.set(parts, done);
  }
  return done;
}
