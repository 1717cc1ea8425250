import { hasPermission } from '@cockpit/core/permissions';
import type { Caller } from '@cockpit/server/sdk';
import { ReportData } from '../routes';

/**
 * The reports, each with the route that answers it: its feature flag and data permission open the
 * report. Stock value has no flag of its own: it is the closing side of the material summary and
 * opens with MaterialSummary.
 */
const CATALOGUE = [
  { key: 'material-summary', page: 'material-summary-report-page', route: ReportData.materialsummary },
  {
    key: 'material-transaction',
    page: 'material-transaction-report-page',
    configPage: 'material-transaction-config-page',
    route: ReportData.materialTransactionOverview,
  },
  {
    key: 'slow-moving-materials',
    page: 'slow-moving-materials-report-page',
    configPage: 'slow-moving-materials-config-page',
    route: ReportData.slowMovingMaterials,
  },
  {
    key: 'employee-efficiency',
    page: 'employee-efficiency-report-page',
    configPage: 'employee-efficiency-report-config-page',
    route: ReportData.employeeEfficiency,
  },
  { key: 'stock-value', page: 'stock-value-report-page', route: ReportData.stockValue },
] as const;

export const REPORTS = CATALOGUE.map(({ route, ...r }) => {
  if (!route.feature || !route.permission) throw new Error(`Report ${r.key}: its route ${route.key} declares no feature or no permission`);
  return { ...r, feature: route.feature, permission: route.permission };
});

export type ReportKey = (typeof CATALOGUE)[number]['key'];

export function mayOpen(caller: Caller, key: ReportKey): boolean {
  const report = REPORTS.find((r) => r.key === key)!;
  return caller.features.includes(report.feature) && hasPermission(caller.permissions, report.permission, caller.roles);
}

/** GET /api/ReportData/all: every report with whether this caller may open it. */
export function reportCatalogue(caller: Caller) {
  return REPORTS.map((r) => ({ ...r, configPage: 'configPage' in r ? r.configPage : null, isAllowed: mayOpen(caller, r.key) }));
}
