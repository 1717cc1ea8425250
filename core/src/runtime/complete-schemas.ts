import { platformRoutes as routes } from '../api/platform-routes';
import type { LoadedSchemas } from '../schema-store/loaded-schemas';
import { schemasFromBundle, type SchemaBundle } from '../schema-store/load-schemas';
import { SCHEMAS_BUNDLE_CALL } from './load-console-schemas';
import { completeCatalogues } from './complete-catalogues';
import type { CockpitRuntime } from './runtime';

/**
 * A page load asks for its own page's part of the schemas bundle first (page-bundle.ts: every
 * file but the other pages' grids); the whole bundle follows once the first rows are shown, and
 * before any other page is shown (PageResolver waits for it). Loaded once per part: a failed call
 * is tried again the next time it is needed.
 */
const loading = new WeakMap<object, Promise<void>>();

/** The whole schemas, keeping the part's grid entries where the whole bundle has them unchanged (the open page keeps its grid object). */
export function mergeWhole(part: LoadedSchemas, whole: LoadedSchemas): LoadedSchemas {
  const kept = new Map(part.grids.map((entry) => [entry.file, entry]));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const grids = whole.grids.map((entry) => {
    const before = kept.get(entry.file);
    return before && same(before.grid, entry.grid) && same(before.problems, entry.problems) ? before : entry;
  });
  return { ...whole, grids };
}

type Completing = Pick<CockpitRuntime, 'schemas' | 'api' | 'setSchemas'> & Partial<Pick<CockpitRuntime, 'i18n' | 'loadCatalogue' | 'catalogueParts' | 'firstScreenDone'>>;

/**
 * The whole schemas bundle, and the whole catalogues where only the first screen's part was read;
 * the first screen counts as done from here on (live updates connect: live-session.ts).
 */
export function completeSchemas(runtime: Completing): Promise<void> {
  runtime.firstScreenDone?.();
  const { i18n, loadCatalogue, catalogueParts } = runtime;
  const texts = i18n && loadCatalogue ? completeCatalogues({ i18n, loadCatalogue, catalogueParts }) : Promise.resolve();
  return Promise.all([texts, completeBundle(runtime)]).then(() => undefined);
}

function completeBundle(runtime: Completing): Promise<void> {
  const part = runtime.schemas;
  if (!part?.part) return Promise.resolve();
  let done = loading.get(part);
  if (!done) {
    done = runtime.api.call(routes.Schemas.bundle, SCHEMAS_BUNDLE_CALL).then(
      (answer) => {
        // Replaced meanwhile (the studio's reload, another sign-in): that one stands.
        if (runtime.schemas !== part) return;
        runtime.setSchemas(mergeWhole(part, schemasFromBundle(answer as SchemaBundle)));
      },
      (error: unknown) => {
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, done);
  }
  return done;
}

/** completeSchemas once the frame being made now has been painted (the first rows' frame), not before. */
export function completeSchemasAfterPaint(runtime: Completing): void {
  if (!runtime.schemas?.part && !runtime.catalogueParts?.size) return runtime.firstScreenDone?.();
  const later = () => setTimeout(() => void completeSchemas(runtime).catch(() => undefined), 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}
