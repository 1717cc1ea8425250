import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { pageBundle } from '../schema-store/page-bundle';
import { schemasFromBundle, type SchemaBundle } from '../schema-store/load-schemas';
import { completeSchemas, mergeWhole } from './complete-schemas';

const index = { apiPaths: [], permissions: 'permissions.json', menu: 'menu.json', grids: ['grids/stocks.json', 'grids/other.json'], dialogs: [] };
const files: Record<string, unknown> = {
  'index.json': index,
  'permissions.json': { header: {}, grid: {}, data: {} },
  'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [{ field: 'a' }] },
  'grids/other.json': { id: 'Other', routes: [{ path: 'other-page' }], columns: [] },
};
const bundle: SchemaBundle = { files, problems: [] };

describe('mergeWhole', () => {
  it('loads as schemas that say they are a part, and the whole keeps the open grid object', () => {
    const part = schemasFromBundle(pageBundle(bundle, 'stocks-page'));
    expect(part.part?.page).toBe('stocks-page');
    expect(part.grids.map((g) => g.file)).toEqual(['grids/stocks.json']);
    const whole = mergeWhole(part, schemasFromBundle(bundle));
    expect(whole.part).toBeUndefined();
    expect(whole.grids.map((g) => g.file)).toEqual(index.grids);
    expect(whole.grids[0]).toBe(part.grids[0]);
    // A grid changed since the part was read is the whole bundle's.
    const changed = schemasFromBundle({ ...bundle, files: { ...files, 'grids/stocks.json': { id: 'Stocks', routes: [{ path: 'stocks-page' }], columns: [] } } });
    expect(mergeWhole(part, changed).grids[0]).toBe(changed.grids[0]);
  });
});

describe('completeSchemas with a catalogue part', () => {
  it('reads the whole catalogue of each language read as a part, once, and says the first screen is done', async () => {
    const part = { 'en-GB': { Grid: { filters: 'Filters' } }, 'da-DK': { Grid: { filters: 'Filtre' } } } as Record<string, Record<string, unknown>>;
    const whole = { 'en-GB': { Grid: { filters: 'Filters' }, Dialogs: { move: 'Move' } }, 'da-DK': { Grid: { filters: 'Filtre' }, Dialogs: { move: 'Flyt' } } } as Record<
      string,
      Record<string, unknown>
    >;
    const i18n = await createI18n(async (code) => part[code] as never, 'da-DK');
    expect(i18n.t('Dialogs.move')).toBe('#Dialogs.move');
    const loadCatalogue = vi.fn(async (code: string) => whole[code] as never);
    const firstScreenDone = vi.fn();
    const runtime = { schemas: undefined, api: {} as never, setSchemas: vi.fn(), i18n, loadCatalogue, catalogueParts: new Set(['da-DK', 'en-GB']), firstScreenDone };
    await Promise.all([completeSchemas(runtime), completeSchemas(runtime)]);
    expect(loadCatalogue.mock.calls.map(([code]) => code).sort()).toEqual(['da-DK', 'en-GB']);
    expect(runtime.catalogueParts.size).toBe(0);
    expect(i18n.t('Dialogs.move')).toBe('Flyt');
    expect(i18n.t('Dialogs.move', { lng: 'en-GB' })).toBe('Move');
    expect(firstScreenDone).toHaveBeenCalled();
    await completeSchemas(runtime);
    expect(loadCatalogue).toHaveBeenCalledTimes(2);
  });
});
