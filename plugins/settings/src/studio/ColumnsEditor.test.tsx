import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@cockpit/core/i18n';
import { RuntimeProvider, type CockpitRuntime } from '@cockpit/core/runtime';
import { ColumnsEditor } from './ColumnsEditor';
import { FiltersEditor } from './FiltersEditor';
import type { Draft, ListContract } from './studio-draft';

afterEach(cleanup);

/**
 * "Add a column" in a Danish console: the new column's first label is the words each language's
 * users know the field by (the label the shipped Stocks screen shows for it, else the catalogue's
 * field name), not the field's name in English-looking words in all three languages.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as object;
const catalogue = (language: string) => ({
  Stocks: readJson(`schemas/i18n/${language}/Stocks.json`),
  Fields: readJson(`schemas/i18n/${language}/Fields.json`),
  ScreenStudio: readJson(`schemas/i18n/${language}/ScreenStudio.json`),
});
const stocksGrid = readJson('schemas/grids/stocks.json');
const list: ListContract = {
  name: 'Stock',
  fields: {
    materialName: { type: 'text', operators: ['=', 'contain'] },
    deliveryDate: { type: 'date', operators: ['=', '<', '>'] },
    binColour: { type: 'text', operators: ['=', 'contain'] },
  },
};
const draft: Draft = { grid: { id: 'MyStock', dataSource: { api: 'Stock.description' }, columns: [], filters: [] }, texts: {} };

async function studio(editor: (onChange: (next: Draft) => void) => React.ReactNode) {
  const load = async (language: string) => catalogue(language) as never;
  const i18n = await createI18n(load, 'da-DK');
  const runtime = { i18n, loadCatalogue: load, schemas: { grids: [{ file: 'grids/stocks.json', grid: stocksGrid, problems: [] }] } } as unknown as CockpitRuntime;
  const changes: Draft[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider runtime={runtime}>{editor((next) => changes.push(next))}</RuntimeProvider>
    </I18nextProvider>,
  );
  // Every language's catalogue is read when the studio opens.
  await waitFor(() => expect(i18n.hasResourceBundle('nb-NO', 'translation')).toBe(true));
  return changes;
}

const wordsOf = (d: Draft, key: string) => Object.fromEntries(['en-GB', 'da-DK', 'nb-NO'].map((language) => [language, d.texts[language]?.[key]]));

describe('"Add a column" in da-DK', () => {
  it("labels the new column in each language's own words", async () => {
    const changes = await studio((onChange) => <ColumnsEditor draft={draft} list={list} problems={[]} onChange={onChange} />);
    const add = async (field: string) => {
      fireEvent.change(screen.getByTestId('studio-add-column-field'), { target: { value: field } });
      fireEvent.click(screen.getByTestId('studio-add-column'));
      await waitFor(() => expect(changes.at(-1)?.grid.columns.at(-1)?.field).toBe(field));
      return changes.at(-1)!;
    };
    // Labelled by the Stocks screen on the same list.
    expect(wordsOf(await add('materialName'), 'Studio.MyStock.columns.materialName')).toEqual({ 'en-GB': 'Material', 'da-DK': 'Materiale', 'nb-NO': 'Materiale' });
    // Named by the catalogue of field names.
    expect(wordsOf(await add('deliveryDate'), 'Studio.MyStock.columns.deliveryDate')).toEqual({ 'en-GB': 'Delivery date', 'da-DK': 'Leveringsdato', 'nb-NO': 'Leveringsdato' });
    // Known by nothing: the field's name in words, for the user to correct.
    expect(wordsOf(await add('binColour'), 'Studio.MyStock.columns.binColour')).toEqual({ 'en-GB': 'Bin colour', 'da-DK': 'Bin colour', 'nb-NO': 'Bin colour' });
  });

  it("labels a new filter in each language's own words too", async () => {
    const changes = await studio((onChange) => <FiltersEditor draft={draft} list={list} problems={[]} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('studio-add-filter-field'), { target: { value: 'deliveryDate' } });
    fireEvent.click(screen.getByTestId('studio-add-filter'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(wordsOf(changes[0], 'Studio.MyStock.filters.deliveryDate')).toEqual({ 'en-GB': 'Delivery date', 'da-DK': 'Leveringsdato', 'nb-NO': 'Leveringsdato' });
  });
});
