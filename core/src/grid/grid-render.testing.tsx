import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import type { CockpitRuntime } from '../runtime/runtime';
import { createSettingsStore } from '../settings/settings-store';
import type { GridRow } from '../grid-model/detail-rows';
import type { GridSchema } from './schema-types';
import type { SchemaGridProps } from './SchemaGrid';

/**
 * What the grid's component tests render the real SchemaGrid (and the grid hooks) with: a grid
 * schema of the fields every grid has, the part of the runtime a grid reads, an i18next instance,
 * the providers around them and SchemaGrid's props of a client-side page. Each test names only
 * what it is about.
 */

/** A grid on `api` of the given columns (and whatever else the test sets), with an id, row id, title and one route. */
export function testGrid(id: string, api: string, more: Record<string, unknown>): GridSchema {
  return { id, rowId: 'id', title: 'T', dataSource: { api }, routes: [{ path: 'p' }], ...more } as unknown as GridSchema;
}

/** The runtime SchemaGrid reads: default settings, no plugin cell renderers, a query client; plus the test's own parts. */
export function testRuntime(more: Record<string, unknown> = {}): CockpitRuntime {
  return {
    settings: createSettingsStore(() => undefined),
    plugins: { cellRenderer: () => undefined, renderer: () => undefined, get: () => undefined },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...more,
  } as unknown as CockpitRuntime;
}

/** An i18next instance of its own for React, in `lng` (en-GB unless given), with the test's resources and options. */
export async function testI18n(options: InitOptions = {}): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-GB', resources: {}, ...options });
  return i18n;
}

/** The providers a grid renders in: the texts (when given), the runtime's query client, the runtime. */
export function GridProviders({ runtime, i18n, children }: { runtime: CockpitRuntime; i18n?: I18n; children: ReactNode }) {
  const inner = (
    <QueryClientProvider client={runtime.queryClient}>
      <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
    </QueryClientProvider>
  );
  return i18n ? <I18nextProvider i18n={i18n}>{inner}</I18nextProvider> : inner;
}

const nothing = () => undefined;

/** SchemaGrid's props for a client-side page of these rows, nothing expanded and handlers that do nothing; `more` overrides any. */
export function gridProps(grid: GridSchema, rows: GridRow[], more: Partial<SchemaGridProps> = {}): SchemaGridProps {
  return {
    grid,
    rows,
    serverSide: false,
    loading: false,
    noRowsText: 'none',
    expanded: new Set(),
    onToggleExpanded: nothing,
    onSelectionChanged: nothing,
    onSortChanged: nothing,
    onGridReady: nothing,
    onFirstDataRendered: nothing,
    ...more,
  };
}
