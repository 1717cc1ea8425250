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

describe('filters to query strings: edges', () => {
  it('sends a select id of 0, but not an empty, null or missing id', () => {
    const filters = [f({ name: 's', type: 'select' })];
    expect(filtersToQuery(filters, { s: { id: 0, name: 'Zero' } })).toEqual({ s: 0 });
    expect(filtersToQuery(filters, { s: { id: '', name: 'x' } })).toEqual({});
    expect(filtersToQuery(filters, { s: { id: null as never, name: 'x' } })).toEqual({});
    expect(filtersToQuery(filters, { s: { id: 'a', name: '' } })).toEqual({});
    expect(filtersToQuery(filters, {})).toEqual({});
  });
  it('leaves out the multi-select options without an id, and a value that is not a list', () => {
    const filters = [f({ name: 'm', type: 'multiSelect', queryName: 'ms' })];
    expect(filtersToQuery(filters, { m: [{ id: 0 }, { id: '' }, { id: null as never }, { name: 'x' }, { id: 'b' }] })).toEqual({ ms: [0, 'b'] });
    expect(filtersToQuery(filters, { m: [{ id: '' }] })).toEqual({});
    expect(filtersToQuery(filters, { m: 'a' })).toEqual({});
  });
  it('sends no number that is not finite, and no text or date that is not text', () => {
    const n = [f({ name: 'n', type: 'number' })];
    expect(filtersToQuery(n, { n: Number.POSITIVE_INFINITY })).toEqual({});
    expect(filtersToQuery(n, { n: Number.NaN })).toEqual({});
    expect(filtersToQuery(n, { n: 'Infinity' })).toEqual({});
    expect(filtersToQuery(n, { n: -3 })).toEqual({ n: -3 });
    expect(filtersToQuery(n, { n: true })).toEqual({});
    expect(filtersToQuery([f({ name: 't', type: 'text' })], { t: 5 })).toEqual({});
    expect(filtersToQuery([f({ name: 'd', type: 'date' })], { d: 5 as never })).toEqual({});
    expect(filtersToQuery([f({ name: 'c', type: 'checkbox' })], { c: 'true' })).toEqual({});
  });
  it('sends the end of a date range alone, and nothing for an empty one', () => {
    const r = [f({ name: 'r', type: 'dateRange', queryNames: { from: 'a', to: 'b' } })];
    expect(filtersToQuery(r, { r: { to: '2026-01-05T10:00:00' } })).toEqual({ b: '2026-01-05' });
    expect(filtersToQuery(r, { r: {} })).toEqual({});
    expect(filtersToQuery(r, {})).toEqual({});
    expect(filtersToQuery([f({ name: 'r', type: 'dateRange', params: { useTime: true } })], { r: { to: '2026-01-05T10:00:00' } })).toEqual({ toDate: '2026-01-05T10:00:00' });
  });
  it('takes the value of the filter schema when none is held, and a held one before it', () => {
    const filters = [f({ name: 't', type: 'text', value: 'preset' as never })];
    expect(filtersToQuery(filters, {})).toEqual({ t: 'preset' });
    expect(filtersToQuery(filters, { t: 'mine' })).toEqual({ t: 'mine' });
  });
  it('counts a from date under its own name, or a date under its queryName, for the historical switch', () => {
    const range = [f({ name: 'r', type: 'dateRange', queryNames: { from: 'since', to: 'until' } }), f({ name: 'h', type: 'checkbox', historical: true, queryName: 'hist' })];
    expect(filtersToQuery(range, { h: true, r: { from: '2026-01-01' } })).toEqual({ hist: true, since: '2026-01-01' });
    expect(filtersToQuery(range, { h: true, r: { to: '2026-01-01' } })).toEqual({ until: '2026-01-01' });
    const date = [f({ name: 'd', type: 'date', queryName: 'day' }), f({ name: 'h', type: 'checkbox', historical: true })];
    expect(filtersToQuery(date, { h: true, d: '2026-01-01' })).toEqual({ h: true, day: '2026-01-01' });
    // A text filter is no from date.
    const text = [f({ name: 'fromDate', type: 'text' }), f({ name: 'h', type: 'checkbox', historical: true })];
    expect(filtersToQuery(text, { h: true, fromDate: 'x' })).toEqual({ fromDate: 'x' });
  });
  it('counts only visible filters as active, with a hidden value or not', () => {
    const filters = [f({ name: 'b', type: 'text', hidden: true, value: 'x' as never })];
    expect(hasActiveFilters(filters, { b: 'y' })).toBe(false);
    expect(hasActiveFilters([f({ name: 'a', type: 'text', value: 'x' as never })], {})).toBe(true);
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
  it('compares with <= and >= as the list does (the end included)', () => {
    const d = (dxSelector: PageFilter['dxSelector']) => f({ name: 'd', type: 'date', dxPropName: 'deliveryDate', dxSelector });
    expect(matchesFilter(row, d('<='), '2026-03-04')).toBe(true);
    expect(matchesFilter(row, d('<='), '2026-03-05')).toBe(true);
    expect(matchesFilter(row, d('>='), '2026-03-03')).toBe(true);
    expect(matchesFilter(row, d('<='), '2026-03-03')).toBe(false);
    expect(matchesFilter(row, d('>='), '2026-03-04')).toBe(true);
    expect(matchesFilter(row, d('>='), '2026-03-05')).toBe(false);
    expect(matchesFilter(row, d('>'), '2026-03-04')).toBe(false);
    const t = (dxSelector: PageFilter['dxSelector']) => f({ name: 'o', type: 'text', dxPropName: 'orderNo', dxSelector });
    expect(matchesFilter(row, t('<='), 'SO-1001')).toBe(true);
    expect(matchesFilter(row, t('<='), 'SO-1002')).toBe(true);
    expect(matchesFilter(row, t('>='), 'SO-1002')).toBe(false);
    expect(matchesFilter(row, t('contain'), 'so-10')).toBe(true);
    expect(matchesFilter({ orderNo: null }, t('!='), 'X')).toBe(false);
    expect(matchesFilter({}, f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' }), false)).toBe(true);
    expect(matchesFilter({}, f({ name: 'r', type: 'dateRange', dxPropName: 'deliveryDate' }), { to: '2026-03-05' })).toBe(false);
    expect(matchesFilter({}, f({ name: 'd', type: 'date', dxPropName: 'deliveryDate' }), '2026-03-04')).toBe(false);
  });
  it('takes the time of a date range that uses it', () => {
    const r = f({ name: 'r', type: 'dateRange', dxPropName: 'deliveryDate', params: { useTime: true } });
    expect(matchesFilter(row, r, { from: '2026-03-04T11:00:00Z' })).toBe(false);
    expect(matchesFilter(row, r, { from: '2026-03-04T09:00:00Z', to: '2026-03-04T10:00:00Z' })).toBe(true);
    expect(matchesFilter(row, r, { to: '2026-03-04T09:59:00Z' })).toBe(false);
    expect(matchesFilter(row, f({ name: 'r', type: 'dateRange', dxPropName: 'deliveryDate' }), { to: '2026-03-03' })).toBe(false);
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
