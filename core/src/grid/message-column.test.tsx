import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GridColumn, GridSchema } from './schema-types';
import type { GridRow } from '../grid-model/detail-rows';
import { SchemaGrid } from './SchemaGrid';
import { buildExportTable } from './export/export-table';
import { GridProviders, gridProps, testGrid, testI18n, testRuntime } from './grid-render.testing';

/**
 * The tasks' action log in a Danish console: the Tasks grid's own actionLog column (schemas/grids/tasks.json)
 * in the real SchemaGrid, with the da-DK catalogue, shows each entry in Danish; a line written before
 * codes existed shows as it was written; an export writes the same words.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
const tasksGrid = readJson('schemas/grids/tasks.json') as unknown as GridSchema;
const logColumn = { ...tasksGrid.columns.find((c) => c.field === 'actionLog')!, hidden: false } as GridColumn;
const grid = testGrid('Task', 'Task.description', { columns: [{ field: 'id', label: 'Tasks.columns.id', type: 'number' }, logColumn] });
let i18n: I18n;

// As the Tasks list answers them: the entries' JSON text.
const rows: GridRow[] = [
  { id: 1, actionLog: JSON.stringify([{ code: 'performed', params: { confirmed: 4, requested: 5 } }, { code: 'orderCancelled' }]) },
  { id: 2, actionLog: JSON.stringify([{ text: 'Moved by hand' }, { code: 'taskCancelled' }]) },
  { id: 3, actionLog: null },
];

beforeAll(async () => {
  i18n = await testI18n({
    lng: 'da-DK',
    fallbackLng: false,
    resources: { 'da-DK': { translation: { Tasks: readJson('schemas/i18n/da-DK/Tasks.json') } } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe("the tasks' action log in da-DK", () => {
  it('shows each entry in Danish in the grid, and a line from before codes as it was written', async () => {
    const view = render(
      <GridProviders runtime={testRuntime()} i18n={i18n}>
        <SchemaGrid {...gridProps(grid, rows)} />
      </GridProviders>,
    );
    const cell = (id: number) => view.container.querySelector(`.ag-row[row-id="${id}"] [col-id="actionLog"]`)?.textContent ?? '';
    await waitFor(() => expect(cell(1)).not.toBe(''));
    expect(cell(1)).toBe('Udført 4 af 5\nOrdre annulleret');
    expect(cell(2)).toBe('Moved by hand\nOpgave annulleret');
    expect(cell(3)).toBe('');
    expect(view.container.querySelector('[col-id="actionLog"].ag-header-cell')?.textContent).toContain('Handlingslog');
  });

  it('an export writes the same Danish words', () => {
    const table = buildExportTable([logColumn], rows, (c) => i18n.t(c.label), {
      t: i18n.t,
      timestamps: undefined as never,
      numbers: undefined as never,
      lookups: {},
    });
    expect(table.text.map((r) => r[0])).toEqual(['Udført 4 af 5\nOrdre annulleret', 'Moved by hand\nOpgave annulleret', '']);
  });
});
