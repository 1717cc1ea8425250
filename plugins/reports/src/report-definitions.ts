import type { QueryOf } from '@cockpit/contracts';
import type { ApiClient } from '@cockpit/core/api';
import { ReportData } from '../routes';

/** A page of a report's rows as the server answers it. */
export interface ReportPage {
  data: Record<string, unknown>[];
  totalCount: number;
  totalValue?: number;
  /** Material transactions count up to 10,000 rows (or the end of the page asked for); more are "More than N". */
  totalCountCapped?: boolean;
}

/**
 * The criteria as the report's form (schemas/dialogs/report-*.json) made them, with skip and take.
 * The form's fields are data an integrator edits, so they are sent as they are and the server
 * validates them against the route's schema (400 naming the field otherwise).
 */
type Sent = Record<string, unknown>;

/**
 * What ties a report's schemas together: its criteria form (schemas/dialogs/report-*.json), its
 * result grid (schemas/grids/report-*.json, looked up by grid id) and the route that answers it.
 * Criteria and columns live in the schemas, so an integrator changes them there; this file only
 * says which route answers (material transactions take the criteria as a body) and which criteria
 * start filled in.
 */
export interface ReportDefinition {
  key: 'material-summary' | 'material-transaction' | 'slow-moving-materials' | 'employee-efficiency' | 'stock-value';
  page: string;
  /** A criteria page of its own (…-config-page); without one the criteria sit above the result. */
  configPage?: string;
  dialogId: string;
  gridId: string;
  /** One page of rows: the report's route, called typed (silent: the page shows a refusal itself). */
  fetchPage(api: ApiClient, criteria: Sent): Promise<ReportPage>;
  defaults(today: string, monthAgo: string): Record<string, unknown>;
}

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  {
    key: 'material-summary',
    page: 'material-summary-report-page',
    dialogId: 'report-material-summary',
    gridId: 'MaterialSummaryReport',
    fetchPage: (api, criteria) => api.call(ReportData.materialsummary, { query: criteria as QueryOf<typeof ReportData.materialsummary>, silent: true }),
    defaults: (today, monthAgo) => ({ dateFrom: monthAgo, dateTo: today }),
  },
  {
    key: 'material-transaction',
    page: 'material-transaction-report-page',
    configPage: 'material-transaction-config-page',
    dialogId: 'report-material-transaction',
    gridId: 'MaterialTransactionReport',
    fetchPage: (api, criteria) =>
      api.call(ReportData.materialTransactionOverview, { body: criteria as QueryOf<typeof ReportData.materialTransactionOverviewByQuery>, silent: true }),
    defaults: (today, monthAgo) => ({ dateFrom: monthAgo, dateTo: today, processTypes: ['Picking', 'Receipt', 'Shipping'] }),
  },
  {
    key: 'slow-moving-materials',
    page: 'slow-moving-materials-report-page',
    configPage: 'slow-moving-materials-config-page',
    dialogId: 'report-slow-moving-materials',
    gridId: 'SlowMovingMaterialsReport',
    fetchPage: (api, criteria) => api.call(ReportData.slowMovingMaterials, { query: criteria as QueryOf<typeof ReportData.slowMovingMaterials>, silent: true }),
    defaults: (today, monthAgo) => ({ fromDate: monthAgo, toDate: today, processTypes: ['Picking'], minPickingFrequency: 0, maxPickingFrequency: 2 }),
  },
  {
    key: 'employee-efficiency',
    page: 'employee-efficiency-report-page',
    configPage: 'employee-efficiency-report-config-page',
    dialogId: 'report-employee-efficiency',
    gridId: 'EmployeeEfficiencyReport',
    fetchPage: (api, criteria) => api.call(ReportData.employeeEfficiency, { query: criteria as QueryOf<typeof ReportData.employeeEfficiency>, silent: true }),
    defaults: (today, monthAgo) => ({ dateFrom: monthAgo, dateTo: today }),
  },
  {
    key: 'stock-value',
    page: 'stock-value-report-page',
    dialogId: 'report-stock-value',
    gridId: 'StockValueReport',
    fetchPage: (api, criteria) => api.call(ReportData.stockValue, { query: criteria as QueryOf<typeof ReportData.stockValue>, silent: true }),
    defaults: (today) => ({ date: today }),
  },
];

export const definitionOf = (key: ReportDefinition['key']) => REPORT_DEFINITIONS.find((d) => d.key === key)!;

/** Criteria travel in the address (?criteria=...), so a result page can be reloaded or bookmarked. */
export function criteriaToSearch(criteria: Record<string, unknown>): string {
  return `?criteria=${encodeURIComponent(JSON.stringify(criteria))}`;
}

export function criteriaFromSearch(search: string): Record<string, unknown> | undefined {
  const raw = new URLSearchParams(search).get('criteria');
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Empty criteria are left out: the server reads "not given", not "". */
export function cleanCriteria(criteria: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
