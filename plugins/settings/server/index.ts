import { defineServerPlugin, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { activeUserRoutes } from './active-users';
import { featureFlagRoutes } from './feature-flags';
import { backupRoutes } from './backup/routes';
import { companyInfoRoutes } from './company-info/routes';
import { excelImportRoutes } from './excel-import/routes';
import { serverInfoRoutes } from './server-info/routes';
import { settingsSeedingRoutes } from './settings-seeding/routes';
import { studioRoutes } from './studio/routes';
import { userRoleRoutes } from './user-roles/routes';
import { userListView } from './users-admin/list-view';
import { userAdminRoutes } from './users-admin/routes';

async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await activeUserRoutes(app, ctx);
  await featureFlagRoutes(app, ctx);
  await userAdminRoutes(app, ctx);
  await settingsSeedingRoutes(app, ctx);
  await userRoleRoutes(app, ctx);
  await serverInfoRoutes(app, ctx);
  await excelImportRoutes(app, ctx);
  await backupRoutes(app, ctx);
  await studioRoutes(app, ctx);
  await companyInfoRoutes(app, ctx);
}

/**
 * The settings plugin's server half, the administration: the active-users and feature-flags pages,
 * users and roles, the Excel import (the workbook read in worker threads, written through the
 * host's Work), the settings seeding, backup, server information, the company information and the screen
 * studio (which writes the host's schema overlays). Sessions, permissions, the switches' tables,
 * the schema bundle and the settings records stay the host's; these routes read and write them for
 * the pages.
 */
export default defineServerPlugin({ name: 'settings', routes: settingsRoutes, listViews: [userListView], requires: ['savedViews'] });
