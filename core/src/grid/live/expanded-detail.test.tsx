import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useCallback, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GridApi } from 'ag-grid-community';
import type { LiveUpdateMessage } from '../../live/hub-contract';
import { REPLACE_THRESHOLD } from '../../live/apply-live-message';
import type { GridRow } from '../../grid-model/detail-rows';
import { SchemaGrid } from '../SchemaGrid';
import { useLiveGrid } from './use-live-grid';
import { GridProviders, gridProps, testGrid, testI18n, testRuntime } from '../grid-render.testing';

/**
 * The real SchemaGrid (AG Grid in happy-dom) under a page that keeps its expanded rows the way
 * GridPage does and feeds the grid through useLiveGrid: an expanded master keeps its detail row
 * (the detail grid under it) when the rows are replaced by a live batch of more than 1000 rows and
 * when they are loaded again.
 */
const grid = testGrid('Material', 'Material.list', {
  columns: [{ field: 'name', label: 'Name', type: 'text' }],
  detail: { rowsField: 'units', rowId: 'uom', columns: [{ field: 'uom', label: 'Unit', type: 'text' }] },
});

const material = (id: number, unit = `U${id}`) => ({
  id,
  name: `r${id}`,
  units: [{ uom: unit }],
});

let send: ((m: LiveUpdateMessage<GridRow>) => void) | undefined;
let gridApi: GridApi | undefined;
/** Every row AG Grid holds (the DOM shows only the ones in view). */
const nodeCount = () => {
  let n = 0;
  gridApi?.forEachNode(() => n++);
  return n;
};
let i18n: I18n;
const runtime = testRuntime({
  live: {
    subscribe(_view: string, _type: string, handler: (m: LiveUpdateMessage<GridRow>) => void) {
      send = handler;
      return () => (send = undefined);
    },
  },
});

function Page({ rows }: { rows: GridRow[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [api, setApi] = useState<GridApi>();
  const live = useLiveGrid({
    grid,
    api,
    rows,
    serverSide: false,
    enabled: true,
    filters: [],
    applied: {},
    expanded,
    renderChanges: false,
    refetch: () => undefined,
  });
  const toggle = useCallback((id: string) => setExpanded((p) => new Set(p).add(id)), []);
  return (
    <SchemaGrid
      {...gridProps(grid, live, {
        expanded,
        onToggleExpanded: toggle,
        onGridReady: (a) => {
          gridApi = a;
          setApi(a);
        },
      })}
    />
  );
}

function renderPage(rows: GridRow[]) {
  const tree = (r: GridRow[]) => (
    <GridProviders runtime={runtime} i18n={i18n}>
      <Page rows={r} />
    </GridProviders>
  );
  const view = render(tree(rows));
  // The master grid's rows (pinned and centre parts joined), not those of the detail grid inside it.
  const rowIds = () => {
    const rows = [...view.container.querySelectorAll('[data-grid="Material"] .ag-row[row-id]')].filter((e) => !e.closest('.detail-panel'));
    const byIndex = new Map(rows.map((e) => [Number(e.getAttribute('row-index')), e.getAttribute('row-id')]));
    return [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i));
  };
  const detailOf = (id: number) => view.container.querySelector(`[data-testid="detail-${id}"]`);
  return {
    view,
    rowIds,
    detailOf,
    reload: (r: GridRow[]) => view.rerender(tree(r)),
  };
}

beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  send = undefined;
});

describe('expanded detail rows and live replaces', () => {
  it('keeps the expanded detail row through a batch of more than 1000 rows and through a new load', async () => {
    const page = renderPage([1, 2, 3].map((id) => material(id)));
    await waitFor(() => expect(page.rowIds()).toEqual(['1', '2', '3']));

    // Expand material 2: its detail row follows it, with the detail grid of its units.
    const expander = page.view.container.querySelector('.ag-row[row-id="2"] .grid-expander') as HTMLElement;
    fireEvent.click(expander);
    await waitFor(() => expect(page.rowIds()).toEqual(['1', '2', '__detailOf:2', '3']));
    await waitFor(() => expect(page.detailOf(2)?.textContent).toContain('U2'));

    // A live batch of more than 1000 rows (the replace path) that changes material 2 as well.
    const batch = [material(2, 'U2-new'), ...Array.from({ length: REPLACE_THRESHOLD }, (_, i) => material(100 + i))];
    expect(send).toBeDefined();
    act(() => send!({ viewName: 'Material', methodName: 'Bulk', viewModels: batch }));
    // The batch replaces the rows (material 2 first, as in the batch); 1 and 3 are gone.
    await waitFor(() => expect(nodeCount()).toBe(1 + REPLACE_THRESHOLD + 1));
    expect(page.rowIds().slice(0, 3)).toEqual(['2', '__detailOf:2', '100']);
    await waitFor(() => expect(page.detailOf(2)?.textContent).toContain('U2-new'));
    expect(page.view.container.querySelector('.ag-row[row-id="2"] .grid-expander')?.getAttribute('aria-expanded')).toBe('true');

    // A new load (refresh, search) replaces the rows: the detail row is restored under its master.
    page.reload([material(3), material(2, 'U2-reloaded'), material(4)]);
    await waitFor(() => expect(page.rowIds()).toEqual(['3', '2', '__detailOf:2', '4']));
    await waitFor(() => expect(page.detailOf(2)?.textContent).toContain('U2-reloaded'));

    // A replace that no longer holds the master takes its detail row along.
    act(() =>
      send!({
        viewName: 'Material',
        methodName: 'BulkDelete',
        ids: [2, ...Array.from({ length: REPLACE_THRESHOLD }, (_, i) => 5000 + i)],
      }),
    );
    await waitFor(() => expect(page.rowIds()).toEqual(['3', '4']));
    expect(page.detailOf(2)).toBeNull();
  });
});
