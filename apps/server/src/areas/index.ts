import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { materialRoutes } from './materials/routes';
import { locationRoutes } from './locations/routes';
import { lookupRoutes } from './lookups/routes';
import { supplierRoutes } from './suppliers/routes';
import { printerRoutes } from './printers/routes';
import { stockAttributeRoutes } from './stock-attributes/routes';
import { causeCodeRoutes } from './cause-codes/routes';
import { integrationRoutes } from './integration/routes';
import { userAdminRoutes } from './users-admin/routes';
import { pendingDraftRoutes } from './drafts-pending/routes';
import { userChoiceRoutes } from './user-choice/routes';
import { outgoingOrderRoutes } from './outgoing-orders/routes';
import { ingoingOrderRoutes } from './ingoing-orders/routes';
import { operationRoutes } from './operations/routes';
import { jobRoutes } from './jobs/routes';
import { taskRoutes } from './tasks/routes';
import { stockRoutes } from './stock/routes';
import { inventoryRoutes } from './inventory/routes';
import { maintenanceRoutes } from './maintenance/routes';
import { terminalRoutes } from './terminal/routes';
import { customViewRoutes } from './custom-views/routes';
import { primaryViewRoutes } from './primary-views/routes';
import { settingsSeedingRoutes } from './settings-seeding/routes';
import { dashboardSettingsRoutes } from './dashboard-settings/routes';

/** One line per business area; each area registers its own routes. */
export const areaRoutes: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  materialRoutes,
  locationRoutes,
  lookupRoutes,
  supplierRoutes,
  printerRoutes,
  stockAttributeRoutes,
  causeCodeRoutes,
  integrationRoutes,
  userAdminRoutes,
  pendingDraftRoutes,
  userChoiceRoutes,
  outgoingOrderRoutes,
  ingoingOrderRoutes,
  operationRoutes,
  jobRoutes,
  taskRoutes,
  stockRoutes,
  inventoryRoutes,
  maintenanceRoutes,
  terminalRoutes,
  customViewRoutes,
  primaryViewRoutes,
  settingsSeedingRoutes,
  dashboardSettingsRoutes,
];
