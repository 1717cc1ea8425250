import { refOfDoor } from '@cockpit/contracts/api-base';
import { availableWidgetsRef } from '@cockpit/contracts/widget-door';
import { DOORS } from './doors';
import type { Kpi, Report } from './routes';

/** The dashboard's routes by reference, typed as their definitions (routes.ts), without their schemas. */
export const DashboardRefs = {
  availableWidgets: availableWidgetsRef,
  kpiList: /* @__PURE__ */ refOfDoor<typeof Kpi.list>(DOORS.kpiList),
  kpiSave: /* @__PURE__ */ refOfDoor<typeof Kpi.save>(DOORS.kpiSave),
  reportAll: /* @__PURE__ */ refOfDoor<typeof Report.all>(DOORS.reportAll),
} as const;
