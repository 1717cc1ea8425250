import type { RouteRef } from '@cockpit/contracts';
import { availableWidgetsRef } from '@cockpit/contracts/widget-door';
import { DOORS } from './doors';
import type { Kpi, Report } from './routes';

/** The dashboard's routes by reference, typed as their definitions (routes.ts), without their schemas. */
export const DashboardRefs = {
  availableWidgets: availableWidgetsRef,
  kpiList: DOORS.kpiList as RouteRef<typeof Kpi.list>,
  kpiSave: DOORS.kpiSave as RouteRef<typeof Kpi.save>,
  reportAll: DOORS.reportAll as RouteRef<typeof Report.all>,
} as const;
