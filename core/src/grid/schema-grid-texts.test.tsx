import { act, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaGrid } from './SchemaGrid';
import * as columnDefs from './columns/column-defs';
import { GridProviders, gridProps, testGrid, testI18n, testRuntime } from './grid-render.testing';

/**
 * The whole catalogues arrive just after the first rows are painted (TEXTS_COMPLETED), and
 * react-i18next hands out a new `t`: the grid keeps its column definitions (AG Grid would refresh
 * every column and cell) unless a text the grid shows changed.
 */
vi.mock('./columns/column-defs', async (original) => {
  const actual = await original<typeof columnDefs>();
  return { ...actual, buildColumnDefs: vi.fn(actual.buildColumnDefs) };
});

const TEXTS_COMPLETED = 'textsCompleted';
const grid = testGrid('Material', 'Material.list', {
  columns: [
    { field: 'name', label: 'Materials.name', type: 'text' },
    { field: 'active', label: 'Materials.active', type: 'boolean' },
  ],
});
let i18n: I18n;

beforeAll(async () => {
  i18n = await testI18n({
    lng: 'en-GB',
    resources: { 'en-GB': { translation: { Materials: { name: 'Name', active: 'Active' }, Common: { yes: 'Yes', no: 'No' } } } },
    react: { useSuspense: false, bindI18n: `languageChanged ${TEXTS_COMPLETED}` },
  });
});

describe('SchemaGrid when the whole catalogues arrive', () => {
  it('keeps its columns when the texts it shows are the same, and rebuilds them when one changed', async () => {
    const view = render(
      <GridProviders runtime={testRuntime()} i18n={i18n}>
        <SchemaGrid {...gridProps(grid, [{ id: 1, name: 'm1', active: true }])} />
      </GridProviders>,
    );
    const header = () => view.container.querySelector('.ag-header-cell[col-id="active"]')?.textContent;
    await waitFor(() => expect(header()).toContain('Active'));
    const built = vi.mocked(columnDefs.buildColumnDefs);
    const before = built.mock.calls.length;

    // Texts of other pages added, then announced: nothing the grid shows changed.
    i18n.addResourceBundle('en-GB', 'translation', { Orders: { title: 'Orders' } }, true, true);
    act(() => void i18n.emit(TEXTS_COMPLETED));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(built.mock.calls.length).toBe(before);

    // A header's text did change: the columns are rebuilt and show it.
    i18n.addResourceBundle('en-GB', 'translation', { Materials: { active: 'In use' } }, true, true);
    act(() => void i18n.emit(TEXTS_COMPLETED));
    await waitFor(() => expect(header()).toContain('In use'));
    expect(built.mock.calls.length).toBeGreaterThan(before);
  });
});
