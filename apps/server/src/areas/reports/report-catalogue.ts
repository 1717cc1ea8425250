import { hasPermission } from '@cockpit/core/permissions';
import type { Caller } from '../../auth/caller';

/**
 * The reports, each with the feature flag and the data
 * permission that open it. Stock value has no flag of its own: it is the
 * closing side of the material summary and opens with MaterialSummary.
 */
export const REPORTS = [
  { key: 'material-summary', page: 'material-summary-report-page', feature: 'MaterialSummary', permission: 'data/reports' },
  {
    key: 'material-transaction',
    page: 'material-transaction-report-page',
    configPage: 'material-transaction-config-page',
    feature: 'MaterialTransaction',
    permission: 'data/reports',
  },
  {
    key: 'slow-moving-materials',
    page: 'slow-moving-materials-report-page',
    configPage: 'slow-moving-materials-config-page',
    feature: 'SlowMovingMaterialsOverView',
    permission: 'data/reports',
  },
  {
    key: 'employee-efficiency',
    page: 'employee-efficiency-report-page',
    configPage: 'employee-efficiency-report-config-page',
    feature: 'EmployeeEfficiency',
    permission: 'data/report_employee_efficiency',
  },
  { key: 'stock-value', page: 'stock-value-report-page', feature: 'MaterialSummary', permission: 'data/reports' },
] as const;

export type ReportKey = (typeof REPORTS)[number]['key'];

export function mayOpen(caller: Caller, key: ReportKey): boolean {
  const report = REPORTS.find((r) => r.key === key)!;
  return caller.features.includes(report.feature) && hasPermission(caller.permissions, report.permission, caller.roles);
}

/** GET /api/ReportData/all: every report with whether this caller may open it. */
export function reportCatalogue(caller: Caller) {
  return REPORTS.map((r) => ({ ...r, configPage: 'configPage' in r ? r.configPage : null, isAllowed: mayOpen(caller, r.key) }));
}
