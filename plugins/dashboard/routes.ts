import { defineRoute, SIGNED_IN, Type } from '@cockpit/contracts';
import { noQuery } from '@cockpit/contracts/master-data-parts';
import { result } from '@cockpit/contracts/schema-parts';
import { AVAILABLE_WIDGETS_DOOR } from '@cockpit/contracts/widget-door';
import { availableWidgetsAnswer } from '@cockpit/contracts/widget-parts';
import { DOORS } from './doors';

const KPI = 'header/settings/kpi';
const KPI_MANAGEMENT = 'header/settings/kpi-management';

const kpiSetting = {
  id: Type.Integer({ minimum: 1, maximum: 1000 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  enabled: Type.Boolean(),
  row: Type.Integer({ minimum: 0, maximum: 20 }),
  order: Type.Integer({ minimum: 0, maximum: 100 }),
};
const kpiRow = Type.Object({ id: Type.Integer(), name: Type.String(), enabled: Type.Boolean(), row: Type.Integer(), order: Type.Integer() });
const kpiReport = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  enabled: Type.Boolean(),
  reportDataJson: Type.Union([Type.String(), Type.Null()], { description: 'The report as JSON (its kind names its shape); null for a KPI the server does not know.' }),
});

/** The widgets with their figures (catalogue codes 0-6, 9, 10): every signed-in user. */
export const DashboardData = {
  availableWidgets: defineRoute({
    ...AVAILABLE_WIDGETS_DOOR,
    permission: SIGNED_IN,
    query: noQuery,
    answer: availableWidgetsAnswer,
    description: "Every widget of the catalogue (codes 0-6, 9, 10) with its figure (valueJson), executionTime, pageName, filters and the caller's isEnabled.",
  }),
} as const;

/** The KPIs of the caller's business unit and the KPI management page's save. */
export const Kpi = {
  list: defineRoute({
    ...DOORS.kpiList,
    permission: KPI,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ ...kpiRow.properties, value: Type.Union([Type.Number(), Type.Null()]) }))),
    description: "The KPIs of the caller's business unit: id, name, value, enabled, row, order.",
    example: { result: [{ id: 1, name: 'OutBoundOrders', enabled: true, row: 0, order: 0, value: 12 }] },
  }),
  save: defineRoute({
    ...DOORS.kpiSave,
    permission: KPI_MANAGEMENT,
    body: Type.Object({ kpis: Type.Array(Type.Object(kpiSetting, { additionalProperties: false }), { maxItems: 50 }) }, { additionalProperties: false }),
    answer: result(Type.Array(kpiRow)),
    description: 'The KPI management page: which KPIs the business unit shows, in which row and order; answers the KPIs as now kept.',
  }),
} as const;

/** The KPIs' reports (reportDataJson of its kind). */
export const Report = {
  all: defineRoute({
    ...DOORS.reportAll,
    permission: KPI,
    query: noQuery,
    answer: result(Type.Array(kpiReport)),
    description: "Every KPI's report: id, name, enabled, reportDataJson (OutBoundOrderReportData, InBoundOrderReportData, PickingTaskPerLocationRoleReportData, PluginKpi).",
  }),
  locationRoles: defineRoute({
    ...DOORS.reportLocationRoles,
    permission: KPI,
    query: noQuery,
    answer: result(Type.Array(kpiReport)),
    description: 'The picking tasks per location role report alone.',
  }),
} as const;

/** The dashboard plugin's part of the route table: `schemas/api-paths/dashboard.json`. */
export const routeAreas = { dashboard: { DashboardData, Kpi, Report } };
