import { act, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GridRow } from '../grid-model/detail-rows';
import { SchemaGrid } from './SchemaGrid';
import { GridProviders, gridProps, testGrid, testI18n, testRuntime } from './grid-render.testing';

/**
 * The real SchemaGrid (AG Grid in happy-dom) under a page that renders again for reasons of its
 * own, as the grid page does a dozen times around its first rows (the opening view, the rows, the
 * grid's api, the pager): a render that changes nothing the grid shows leaves AG Grid's rows and
 * header cells as they were, instead of redrawing every row and rebuilding every column.
 */
const grid = testGrid('Material', 'Material.list', {
  columns: [
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'quantity', label: 'Quantity', type: 'number' },
  ],
  detail: { rowsField: 'units', rowId: 'uom', columns: [{ field: 'uom', label: 'Unit', type: 'text' }] },
});
let i18n: I18n;

const rows: GridRow[] = [1, 2, 3].map((id) => ({ id, name: `m${id}`, quantity: id * 10, units: [] }));
const expanded: ReadonlySet<string> = new Set();
const toggle = () => undefined;
let renderAgain: () => void = () => undefined;

/** A page with state of its own; its handlers are new functions on every render, as the grid page's are. */
function Page() {
  const [count, setCount] = useState(0);
  renderAgain = () => setCount((n) => n + 1);
  return (
    <div data-renders={count}>
      <SchemaGrid
        {...gridProps(grid, rows, {
          expanded,
          onToggleExpanded: toggle,
          onSelectionChanged: () => undefined,
          onSortChanged: () => undefined,
          onGridReady: () => undefined,
          onFirstDataRendered: () => undefined,
        })}
        grouping={{ fields: [], expanded: new Set(), onToggle: () => undefined }}
      />
    </div>
  );
}

beforeAll(async () => {
  i18n = await testI18n();
});

describe('SchemaGrid under a page that renders again', () => {
  it('keeps the rows and header cells AG Grid made when nothing the grid shows changed', async () => {
    const view = render(
      <GridProviders runtime={testRuntime()} i18n={i18n}>
        <Page />
      </GridProviders>,
    );
    // The row's element that holds its data cells (AG Grid splits a row between the pinned and the centre part).
    const row = (id: number) => [...view.container.querySelectorAll(`[data-grid="Material"] .ag-row[row-id="${id}"]`)].find((e) => e.textContent?.includes(`m${id}`));
    const header = (colId: string) => view.container.querySelector(`.ag-header-cell[col-id="${colId}"]`);
    await waitFor(() => expect(row(3)?.textContent).toContain('30'));
    await waitFor(() => expect(header('quantity')).not.toBeNull());
    const before = { row: row(2), header: header('quantity'), selection: header('ag-Grid-SelectionColumn') };
    expect(before.selection).not.toBeNull();

    for (let i = 0; i < 3; i++) {
      act(() => renderAgain());
      // AG Grid applies changed options after the render's effects and redraws in its own tasks.
      await act(() => new Promise((r) => setTimeout(r, 50)));
    }
    expect(view.container.querySelector('[data-renders="3"]')).not.toBeNull();
    expect(row(2)?.textContent).toContain('20');
    expect(row(2)).toBe(before.row);
    expect(header('quantity')).toBe(before.header);
    expect(header('ag-Grid-SelectionColumn')).toBe(before.selection);
  });
});
