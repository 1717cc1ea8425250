import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../schema-types';
import { liveMatches } from '../../schema';
import { hasActiveFilters, filtersToQuery } from './filter-query';
import { matchesFilter, matchesFilters } from './filter-compare';
import { fixedConditions, matchesFixed } from './fixed-query';

const f = (x: Partial<PageFilter> & Pick<PageFilter, 'name' | 'type'>): PageFilter => x as PageFilter;

/** The edges of the live comparison that the main cases leave open. */
describe('live comparison: edges', () => {
  it('lets every row through a filter without a value', () => {
    const box = f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' });
    expect(matchesFilter({ urgent: true }, box, null)).toBe(true);
    expect(matchesFilter({ urgent: true }, box, undefined)).toBe(true);
    expect(matchesFilter({}, f({ name: 'd', type: 'date', dxPropName: 'day' }), '')).toBe(true);
    expect(matchesFilter({}, f({ name: 'r', type: 'dateRange', dxPropName: 'day' }), {})).toBe(true);
  });
  it('compares a filter on the row field it names, else on its own name', () => {
    expect(matchesFilter({ orderNo: 'SO-1', o: 'X' }, f({ name: 'o', type: 'text', dxPropName: 'orderNo' }), 'SO')).toBe(true);
    expect(matchesFilter({ o: 'SO-1' }, f({ name: 'o', type: 'text' }), 'SO')).toBe(true);
    expect(matchesFilter({ customer: { name: 'Acme' } }, f({ name: 'c', type: 'text', dxPropName: 'customer.name' }), 'acm')).toBe(true);
  });
  it('skips, in a list of filters, one without a row field even when it holds a value', () => {
    expect(matchesFilters({ orderNo: 'SO-1' }, [f({ name: 'orderNo', type: 'text' })], { orderNo: 'PO' })).toBe(true);
    expect(matchesFilters({ qty: 1 }, [f({ name: 'q', type: 'number', dxPropName: 'qty' })], { q: 5 })).toBe(true);
    expect(matchesFilters({ urgent: false }, [f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' })], { u: true })).toBe(false);
    expect(matchesFilters({ urgent: false }, [f({ name: 'u', type: 'checkbox', dxPropName: 'urgent' })], { u: '' })).toBe(true);
  });
  it('compares a checkbox with the operator it names', () => {
    expect(matchesFilter({ urgent: false }, f({ name: 'u', type: 'checkbox', dxPropName: 'urgent', dxSelector: '!=' }), true)).toBe(true);
    expect(matchesFilter({ urgent: true }, f({ name: 'u', type: 'checkbox', dxPropName: 'urgent', dxSelector: '<>' }), true)).toBe(false);
  });
  it('compares a fixed value with the row as text when only one side is a date', () => {
    expect(matchesFixed({ d: '2026-03-04' }, fixedConditions({ 'd[!=]': 'x' }))).toBe(true);
    expect(matchesFixed({ d: 'x' }, fixedConditions({ 'd[!=]': '2026-03-04' }))).toBe(true);
    expect(matchesFixed({ d: '2026-03-04T08:00:00' }, fixedConditions({ d: '2026-03-04' }))).toBe(true);
  });
  it('compares a fixed true or false with a row that sends it as text', () => {
    expect(matchesFixed({ urgent: 'true' }, fixedConditions({ urgent: true }))).toBe(true);
    expect(matchesFixed({ urgent: 'false' }, fixedConditions({ urgent: true }))).toBe(false);
    expect(matchesFixed({ urgent: true }, fixedConditions({ urgent: 'true' }))).toBe(true);
  });
  it('reads a fixed text value, and a list of them, as it is', () => {
    expect(fixedConditions({ name: 'a' })).toEqual([{ field: 'name', operator: '=', values: ['a'] }]);
    expect(fixedConditions({ name: ['', 'a', null] })).toEqual([{ field: 'name', operator: '=', values: ['a'] }]);
    expect(fixedConditions({ name: [''] })).toEqual([]);
    expect(fixedConditions({})).toEqual([]);
  });
  it('compares a date filter by day, whatever time either side holds, and by default with =', () => {
    const d = f({ name: 'd', type: 'date', dxPropName: 'day' });
    expect(matchesFilter({ day: '2026-03-04T10:00:00' }, d, '2026-03-04T00:00:00')).toBe(true);
    expect(liveMatches('=', 'date', '2026-03-04T10:00:00', ['2026-03-04T12:00:00'])).toBe(true);
    expect(liveMatches('=', 'datetime', '2026-03-04T10:00:00', ['2026-03-04T12:00:00'])).toBe(false);
  });
  it('compares the instants of a date range with time, whatever their zone is written as', () => {
    const r = f({ name: 'r', type: 'dateRange', dxPropName: 'at', params: { useTime: true } });
    expect(matchesFilter({ at: '2026-03-04T10:00:00Z' }, r, { from: '2026-03-04T11:00:00+02:00' })).toBe(true);
    expect(matchesFilter({ at: '2026-03-04T10:00:00Z' }, r, { to: '2026-03-04T11:00:00+02:00' })).toBe(false);
  });
  it('keeps a row with an empty date out of a date range', () => {
    expect(matchesFilter({ at: '' }, f({ name: 'r', type: 'dateRange', dxPropName: 'at' }), { from: '2026-03-01' })).toBe(false);
  });
  it('matches = with any of several values and != with none of them, wherever the match stands', () => {
    expect(liveMatches('=', 'text', 'a', ['a', 'b'])).toBe(true);
    expect(liveMatches('!=', 'text', 'a', ['a', 'b'])).toBe(false);
  });
  it('reads true as true or "true" only', () => {
    expect(liveMatches('=', 'boolean', 0, [false])).toBe(true);
    expect(liveMatches('=', 'boolean', 'yes', [false])).toBe(true);
  });
  it('compares a fixed number as a number, on either side', () => {
    expect(matchesFixed({ qty: 10 }, fixedConditions({ 'qty[>]': '9' }))).toBe(true);
    expect(matchesFixed({ qty: '10' }, fixedConditions({ 'qty[>]': 9 }))).toBe(true);
  });
  it('sends no number for blank text, and nothing for a select without an id', () => {
    expect(filtersToQuery([f({ name: 'n', type: 'number' })], { n: '   ' })).toStrictEqual({});
    expect(filtersToQuery([f({ name: 's', type: 'select' })], { s: { name: 'Acme' } })).toStrictEqual({});
    expect(hasActiveFilters([f({ name: 'h', type: 'text', hidden: true })], { h: 'x' })).toBe(false);
  });
});
