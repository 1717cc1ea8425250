import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../schema-types';
import { filtersToQuery, hasActiveFilters } from './filter-query';
import { matchesFilter, matchesFilters, UNSUPPORTED_FILTER_TYPE } from './filter-compare';

const f = (x: Partial<PageFilter> & Pick<PageFilter, 'name' | 'type'>): PageFilter => x as PageFilter;

describe('filters to query strings', () => {
  it('sends a select only when its value has both id and name', () => {
    const filters = [f({ name: 'supplier', type: 'select', options: { call: 'Supplier.header', value: 'id', label: 'supplierName' } })];
    expect(filtersToQuery(filters, { supplier: { id: 3, name: 'Acme' } })).toEqual({ supplier: 3 });
    expect(filtersToQuery(filters, { supplier: { id: 3 } })).toEqual({});
    expect(filtersToQuery(filters, { supplier: { name: 'Acme' } })).toEqual({});
  });
  it('sends a multi-select as one parameter per chosen id', () => {
    const filters = [f({ name: 'state', type: 'multiSelect', options: { enum: 'OrderState', values: ['Initial', 'Started'] } })];
    expect(
      filtersToQuery(filters, {
        state: [
          { id: 'Initial', name: 'Initial' },
          { id: 'Started', name: 'Started' },
        ],
      }),
    ).toEqual({ state: ['Initial', 'Started'] });
    expect(filtersToQuery(filters, { state: [] })).toEqual({});
  });
  it('sends text only when non-empty, under its queryName', () => {
    const filters = [f({ name: 'orderNo', type: 'text', queryName: 'orderNumber' })];
    expect(filtersToQuery(filters, { orderNo: '  SO-1 ' })).toEqual({ orderNumber: 'SO-1' });
    expect(filtersToQuery(filters, { orderNo: '' })).toEqual({});
    expect(filtersToQuery(filters, { orderNo: '   ' })).toEqual({});
  });
  it('formats date ranges as YYYY-MM-DD, or with time when useTime is set', () => {
    expect(filtersToQuery([f({ name: 'period', type: 'dateRange' })], { period: { from: '2026-01-02T10:11:12', to: '2026-01-05T23:00:00' } })).toEqual({
      fromDate: '2026-01-02',
      toDate: '2026-01-05',
    });
    expect(
      filtersToQuery([f({ name: 'period', type: 'dateRange', params: { useTime: true }, queryNames: { from: 'dateFrom', to: 'dateTo' } })], {
        period: { from: '2026-01-02T10:11:12' },
      }),
    ).toEqual({ dateFrom: '2026-01-02T10:11:12' });
  });
  it('sends a single date as YYYY-MM-DD, or with time when useTime is set', () => {
    expect(filtersToQuery([f({ name: 'expDate', type: 'date' })], { expDate: '2026-03-04T15:16:17' })).toEqual({ expDate: '2026-03-04' });
    expect(filtersToQuery([f({ name: 'expDate', type: 'date', params: { useTime: true } })], { expDate: '2026-03-04T15:16:17' })).toEqual({ expDate: '2026-03-04T15:16:17' });
    expect(filtersToQuery([f({ name: 'expDate', type: 'date' })], { expDate: '' })).toEqual({});
  });
  it('sends a number as a number, and nothing for an empty or non-numeric entry', () => {
    const filters = [f({ name: 'minQuantity', type: 'number', queryName: 'minQty' })];
    expect(filtersToQuery(filters, { minQuantity: 0 })).toEqual({ minQty: 0 });
    expect(filtersToQuery(filters, { minQuantity: ' 12 ' })).toEqual({ minQty: 12 });
    expect(filtersToQuery(filters, { minQuantity: '' })).toEqual({});
    expect(filtersToQuery(filters, { minQuantity: 'ten' })).toEqual({});
  });
  it('counts a single date as the from date of the historical switch', () => {
    const filters = [f({ name: 'fromDate', type: 'date' }), f({ name: 'historical', type: 'checkbox', historical: true })];
    expect(filtersToQuery(filters, { historical: true })).toEqual({});
    expect(filtersToQuery(filters, { historical: true, fromDate: '2026-01-01' })).toEqual({ historical: true, fromDate: '2026-01-01' });
  });
  it('sends a checkbox as true or false', () => {
    const filters = [f({ name: 'isBOM', type: 'checkbox' })];
    expect(filtersToQuery(filters, { isBOM: true })).toEqual({ isBOM: true });
    expect(filtersToQuery(filters, { isBOM: false })).toEqual({ isBOM: false });
  });
  it('excludes hidden filters unless requested', () => {
    const filters = [f({ name: 'state', type: 'text', hidden: true, value: 'Initial' as never })];
    expect(filtersToQuery(filters, {})).toEqual({});
    expect(filtersToQuery(filters, {}, { includeHidden: true })).toEqual({ state: 'Initial' });
  });
  it('sends the historical switch only with a from date', () => {
    const filters = [f({ name: 'period', type: 'dateRange' }), f({ name: 'historical', type: 'checkbox', historical: true })];
    expect(filtersToQuery(filters, { historical: true })).toEqual({});
    expect(filtersToQuery(filters, { historical: true, period: { from: '2026-01-01' } })).toEqual({ historical: true, fromDate: '2026-01-01' });
  });
  it('knows whether any visible filter is set', () => {
    const filters = [f({ name: 'a', type: 'text' }), f({ name: 'b', type: 'text', hidden: true, value: 'x' as never })];
    expect(hasActiveFilters(filters, {})).toBe(false);
    expect(hasActiveFilters(filters, { a: 'q' })).toBe(true);
  });
});

describe('client-side comparison', () => {
  const row = { orderNo: 'SO-1001', urgent: true, deliveryDate: '2026-03-04T10:00:00Z', qty: 5 };
  it('compares text with the selector (contain by default)', () => {
    expect(matchesFilter(row, f({ name: 'o', type: 'text', dxPropName: 'orderNo' }), '1001')).toBe(true);
    expect(matchesFilter(row, f({ name: 'o', type: 'text', dxPropName: 'orderNo', dxSelector: '=' }), '1001')).toBe(false);
    expect(matchesFilter(row, f({ name: 'o', type: 'text', dxPropName: 'orderNo', dxSelector: '!=' }), 'X')).toBe(true);
    expect(matchesFilter(row, f({ name: 'o', type: 'text', dxPropName: 'orderNo', dxSelector: '<>' }), 'SO-1001')).toBe(false);
  });
  it('compares checkboxes, dates and date ranges', () => {
    expect(matchesFilter(row, f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' }), true)).toBe(true);
    expect(matchesFilter(row, f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' }), false)).toBe(false);
    expect(matchesFilter(row, f({ name: 'd', type: 'date', dxPropName: 'deliveryDate' }), '2026-03-04')).toBe(true);
    expect(matchesFilter(row, f({ name: 'd', type: 'date', dxPropName: 'deliveryDate', dxSelector: '<' }), '2026-03-05')).toBe(true);
    expect(matchesFilter(row, f({ name: 'r', type: 'dateRange', dxPropName: 'deliveryDate' }), { from: '2026-03-01', to: '2026-03-04' })).toBe(true);
    expect(matchesFilter(row, f({ name: 'r', type: 'dateRange', dxPropName: 'deliveryDate' }), { from: '2026-03-05' })).toBe(false);
  });
  it("throws 'DataService: Unsupported filter type!' for other types", () => {
    for (const type of ['select', 'multiSelect', 'number'] as const) {
      expect(() => matchesFilter(row, f({ name: 'x', type, dxPropName: 'qty' }), 5)).toThrow(UNSUPPORTED_FILTER_TYPE);
    }
  });
  it('passes rows through filters without a value or without a client comparison', () => {
    const filters = [f({ name: 'o', type: 'text', dxPropName: 'orderNo' }), f({ name: 's', type: 'multiSelect', options: { enum: 'X', values: ['a'] } })];
    expect(matchesFilters(row, filters, { o: 'SO', s: [{ id: 'a', name: 'a' }] })).toBe(true);
    expect(matchesFilters(row, filters, { o: 'PO' })).toBe(false);
  });
});
