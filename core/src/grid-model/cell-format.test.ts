import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { GridColumn } from '../schema';
import { formatCell, readField } from './cell-format';

const t = ((key: string, o?: { defaultValue?: string }) => ({ 'Common.yes': 'Ja', 'Enums.OrderState.Initial': 'Oprettet' })[key] ?? o?.defaultValue ?? key) as unknown as TFunction;
const ctx = { t, timestamps: { region: 'UTC', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' }, numbers: { locale: 'da-DK' }, lookups: { supplierId: new Map([['3', 'Acme']]) } };
const col = (type: GridColumn['type'], extra: Partial<GridColumn> = {}) => ({ field: 'x', label: 'A.b', type, ...extra }) as GridColumn;

describe('cell formatting', () => {
  it('formats each column type', () => {
    expect(formatCell(col('number'), 1234.5, ctx)).toBe('1.234,5');
    expect(formatCell(col('money'), 3, ctx)).toBe('3,00');
    expect(formatCell(col('date'), '2026-11-21T10:00:00Z', ctx)).toBe('21/11/2026');
    expect(formatCell(col('datetime'), '2026-11-21T10:00:00Z', ctx)).toBe('21/11/2026 10:00');
    expect(formatCell(col('datetime'), '0001-01-01T00:00:00', ctx)).toBe('');
    expect(formatCell(col('boolean'), true, ctx)).toBe('Ja');
    expect(formatCell(col('enum', { enum: 'OrderState' }), 'Initial', ctx)).toBe('Oprettet');
    expect(formatCell(col('enum', { enum: 'OrderState' }), 'Weird', ctx)).toBe('Weird');
    expect(formatCell(col('lookup', { field: 'supplierId', lookup: { call: 'S.h', value: 'id', label: 'n' } }), 3, ctx)).toBe('Acme');
    expect(formatCell(col('text'), null, ctx)).toBe('');
  });
  it('reads nested fields', () => {
    expect(readField({ a: { b: 2 } }, 'a.b')).toBe(2);
  });
});
