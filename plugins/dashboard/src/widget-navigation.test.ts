import { describe, expect, it } from 'vitest';
import type { PageFilter } from '@cockpit/core/grid';
import { barFilters, widgetAddress } from './widget-navigation';

const gridFilters = [
  { name: 'state', label: 's', type: 'multiSelect' },
  { name: 'completedDate', label: 'c', type: 'dateRange', queryNames: { from: 'completedFrom', to: 'completedTo' }, params: { useTime: true } },
  { name: 'deliveryDate', label: 'd', type: 'dateRange', queryNames: { from: 'deliveryDateFrom', to: 'deliveryDateTo' } },
  { name: 'pendingMaintenance', label: 'p', type: 'checkbox' },
  { name: 'fromLocationRole', label: 'r', type: 'multiSelect' },
] as unknown as PageFilter[];

const widget = (filters: Parameters<typeof widgetAddress>[0]['filters'], more: Partial<Parameters<typeof widgetAddress>[0]> = {}) => ({
  pageName: 'outgoing-orders-page',
  disabledNavigation: false,
  filters,
  ...more,
});

describe('widgetAddress', () => {
  it("puts the widget's filters in the grid's address parameters", () => {
    expect(
      widgetAddress(
        widget([
          { selector: 'state', operator: 'In', type: 'list', values: ['Initial', 'Started'] },
          { selector: 'deliveryDate', operator: 'IsLessThan', type: 'datetime', valueEnd: '2026-06-15' },
        ]),
        gridFilters,
      ),
    ).toBe('/outgoing-orders-page?state=Initial&state=Started&deliveryDateTo=2026-06-15');
    expect(widgetAddress(widget([{ selector: 'pendingMaintenance', operator: 'IsEqualTo', type: 'boolean', value: true }]), gridFilters)).toBe(
      '/outgoing-orders-page?pendingMaintenance=true',
    );
  });

  it('passes a time range as instants, from just after valueStart (yesterday 23:59:59.999 -> today 00:00:00.000)', () => {
    // The business unit's day in Helsinki (UTC+3 in summer), whatever the browser's zone.
    const start = '2026-06-14T20:59:59.999Z';
    const end = '2026-06-15T20:59:59.999Z';
    const to = widgetAddress(widget([{ selector: 'completedDate', operator: 'IsGreaterThan', type: 'datetime', valueStart: start, valueEnd: end }]), gridFilters);
    expect(to).toBe('/outgoing-orders-page?completedFrom=2026-06-14T21%3A00%3A00.000Z&completedTo=2026-06-15T20%3A59%3A59.999Z');
    expect(widgetAddress(widget([{ selector: 'completedDate', operator: 'IsGreaterThan', type: 'datetime', valueStart: 'x' }]), gridFilters)).toBeUndefined();
  });

  it('ignores the click with navigation disabled, no page, no filters, or a filter the grid lacks', () => {
    const f = [{ selector: 'state', operator: 'In' as const, type: 'list' as const, values: ['Started'] }];
    expect(widgetAddress(widget(f, { disabledNavigation: true }), gridFilters)).toBeUndefined();
    expect(widgetAddress(widget(f, { pageName: null }), gridFilters)).toBeUndefined();
    expect(widgetAddress(widget([]), gridFilters)).toBeUndefined();
    expect(widgetAddress(widget([{ selector: 'lineState', operator: 'In', type: 'list', values: ['X'] }]), gridFilters)).toBeUndefined();
    expect(widgetAddress(widget(f), undefined)).toBeUndefined();
  });
});

describe('barFilters', () => {
  it("narrows the chart's filters to the bar's area and state; a bar without an area does nothing", () => {
    const base = [
      { selector: 'processDefinitionName', operator: 'In' as const, type: 'list' as const, values: ['Picking'] },
      { selector: 'state', operator: 'In' as const, type: 'list' as const, values: ['Prepared', 'InProgress'] },
    ];
    expect(barFilters(base, 'Pick', 'InProgress')).toEqual([
      base[0],
      { selector: 'state', operator: 'In', type: 'list', values: ['InProgress'] },
      { selector: 'fromLocationRole', operator: 'In', type: 'list', values: ['Pick'] },
    ]);
    expect(barFilters(base, '', 'Prepared')).toBeUndefined();
  });
});
