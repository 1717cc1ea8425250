import { describe, expect, it } from 'vitest';
import type { PageFilter } from '../schema-types';
import { filterValuesFromUrl } from './url-filters';

const f = (x: Partial<PageFilter> & Pick<PageFilter, 'name' | 'type'>): PageFilter => x as PageFilter;
const read = (filters: PageFilter[], query: string) => filterValuesFromUrl(filters, new URLSearchParams(query));

describe('filter values from the address', () => {
  it('reads a date range from fromDate/toDate, or from its own names', () => {
    const range = f({ name: 'period', type: 'dateRange' });
    expect(read([range], 'fromDate=2026-01-01&toDate=2026-01-31')).toEqual({ period: { from: '2026-01-01', to: '2026-01-31' } });
    expect(read([range], 'fromDate=2026-01-01')).toEqual({ period: { from: '2026-01-01', to: undefined } });
    expect(read([range], 'toDate=2026-01-31')).toEqual({ period: { from: undefined, to: '2026-01-31' } });
    expect(read([range], 'other=1')).toEqual({});
    const named = f({ name: 'period', type: 'dateRange', queryNames: { from: 'a', to: 'b' } });
    expect(read([named], 'a=2026-02-01&b=2026-02-02&fromDate=2026-01-01')).toEqual({ period: { from: '2026-02-01', to: '2026-02-02' } });
    expect(read([named], 'fromDate=2026-01-01')).toEqual({});
  });
  it('reads every value of a multi-select, and one of a select, as options', () => {
    const multi = f({ name: 'state', type: 'multiSelect', queryName: 'states' });
    expect(read([multi], 'states=Open&states=Started')).toEqual({
      state: [
        { id: 'Open', name: 'Open' },
        { id: 'Started', name: 'Started' },
      ],
    });
    expect(read([multi], 'state=Open')).toEqual({});
    const select = f({ name: 'supplier', type: 'select' });
    expect(read([select], 'supplier=7')).toEqual({ supplier: { id: '7', name: '7' } });
    expect(read([select], 'supplier=')).toEqual({});
  });
  it('reads a checkbox only as true or false', () => {
    const box = f({ name: 'urgent', type: 'checkbox' });
    expect(read([box], 'urgent=true')).toEqual({ urgent: true });
    expect(read([box], 'urgent=false')).toEqual({ urgent: false });
    expect(read([box], 'urgent=yes')).toEqual({});
    expect(read([box], '')).toEqual({});
  });
  it('reads a number as a number and text as it is, under the queryName', () => {
    expect(read([f({ name: 'qty', type: 'number', queryName: 'minQty' })], 'minQty=12&qty=3')).toEqual({ qty: 12 });
    expect(read([f({ name: 'orderNo', type: 'text' })], 'orderNo=SO-1')).toEqual({ orderNo: 'SO-1' });
    expect(read([f({ name: 'orderNo', type: 'text' })], 'orderNo=')).toEqual({});
    expect(read([f({ name: 'd', type: 'date' })], 'd=2026-03-04')).toEqual({ d: '2026-03-04' });
  });
});
