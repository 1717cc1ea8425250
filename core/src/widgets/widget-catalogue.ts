/**
 * The dashboard's widget catalogue (codes 7 and 8 are not
 * used). Groups are how the dashboard-settings page lists them; the
 * texts are DashboardSettings.widgets.<type> and DashboardSettings.groups.<group>.
 */
export type WidgetGroup = 'outgoingOrders' | 'salesOrderLines' | 'purchaseOrders' | 'picking';

export interface WidgetType {
  code: number;
  type: string;
  group: WidgetGroup;
  component: 'value' | 'barChart';
}

export const WIDGET_TYPES = [
  { code: 0, type: 'OutgoingOrdersCompletedPerDay', group: 'outgoingOrders', component: 'value' },
  { code: 1, type: 'OutgoingOrdersPending', group: 'outgoingOrders', component: 'value' },
  { code: 5, type: 'SalesOrdersStarted', group: 'outgoingOrders', component: 'value' },
  { code: 10, type: 'SalesOrdersWithPendingMaintenance', group: 'outgoingOrders', component: 'value' },
  { code: 2, type: 'SalesOrderLinesFailedInPreparation', group: 'salesOrderLines', component: 'value' },
  { code: 3, type: 'SalesOrderLinesReadyForPick', group: 'salesOrderLines', component: 'value' },
  { code: 9, type: 'SalesOrderLinesCompletedToday', group: 'salesOrderLines', component: 'value' },
  { code: 4, type: 'PurchaseOrdersStarted', group: 'purchaseOrders', component: 'value' },
  { code: 6, type: 'GroupedBarChart', group: 'picking', component: 'barChart' },
] as const satisfies readonly WidgetType[];

/** The catalogue's type names: the dashboard's server half defines a figure for each, checked when compiled. */
export type CatalogueWidgetType = (typeof WIDGET_TYPES)[number]['type'];

export const WIDGET_GROUPS: readonly WidgetGroup[] = ['outgoingOrders', 'salesOrderLines', 'purchaseOrders', 'picking'];

/** The saved widget preference, a setting record: Value is the comma-joined codes of the enabled widgets. */
export const WIDGET_SETTING = { clientId: 'Cockpit', owner: 'dashboardSettings', key: 'enabledWidgets' } as const;

const KNOWN = new Set<number>(WIDGET_TYPES.map((w) => w.code));

/** "0,6,9" -> [0, 6, 9]. Unknown codes, blanks and anything unreadable are ignored (a saved state string never breaks the page). */
export function parseWidgetCodes(value: unknown): number[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const codes = String(value)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => KNOWN.has(n));
  return [...new Set(codes)];
}

/** The codes in catalogue order, comma-joined. */
export function formatWidgetCodes(codes: Iterable<number>): string {
  const chosen = new Set(codes);
  return WIDGET_TYPES.filter((w) => chosen.has(w.code))
    .map((w) => w.code)
    .sort((a, b) => a - b)
    .join(',');
}

/** A value to store must be exactly that: known codes, comma-joined, each once (or empty: no widget). */
export function isWidgetCodesValue(value: string): boolean {
  if (value === '') return true;
  if (!/^\d+(,\d+)*$/.test(value)) return false;
  const codes = value.split(',').map(Number);
  return codes.every((c) => KNOWN.has(c)) && new Set(codes).size === codes.length;
}
