/**
 * The host's public face for plugins' server halves (`@cockpit/server/sdk`): the only server module
 * a plugin imports. What is here is kept stable for plugins; the rest of apps/server is the host's
 * own and may change. The host keeps authentication, the database, the hub, the warehouse engine's
 * transaction and its publishing; a plugin gets them through these names.
 */
// Fastify's request as the host types it (request.caller, the route's config): a plugin compiled on its own sees it too.
import '../http/fastify-types';
export { defineServerPlugin, type DemoSeed, type DemoSeeding, type ServerPlugin } from '../plugins/server-plugin';
export type { AppContext } from '../context';
export type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
export type { Db, Queryable } from '../db/types';
export { insertRows } from '../db/insert-rows';
export { registerRoute, type RouteHandler, type RouteRequest } from '../http/register-route';
export { registerListRoute } from '../lists/list-route';
export { registerCreateRow, registerDeleteRows, registerUpdateRow, type DeleteRows } from './list-row-routes';
export { defineListView, type ListView } from '../lists/list-view';
export { defineTableListView, fromTo, type ColumnSpec, type FilterSpec, type TableListView } from './table-list-view';
export { HttpError, badRequest, chosenOption, conflict, forbidden, notFound, refused, userChoice } from '../http/errors';
export { multiStatus, sendMultiStatus, type FailedLine } from '../http/multi-status';
export { LABEL_SQL } from '../http/line-labels';
export { publishDeleted, publishRows } from '../lists/publish-rows';
export { listByIds, listPage, PAGING_PARAMS, type RawQuery } from '../lists/list-query';
export { deleteEach, type DeleteManyResult } from '../http/delete-each';
export { cleanText, idParams, idsQuery, noQuery, nullableNumber, nullableText, requiredText } from '../http/request-schemas';
export { limitsFor, type Limits } from '../settings/limits';
export type { Caller } from '../auth/caller';
// Every list view of the host and the plugins by view name: to publish rows of a list another area owns.
export { listViews } from '../lists/list-view-registry';
export { loadExcelJs } from '../areas/load-exceljs';
// The warehouse engine's machinery: one transaction per command (Work), the lock order, the material
// totals and the publishing of what it changed. The engine's rules are the warehouse plugin's.
export { runInTransaction, runWork, type WorkContext } from '../work/run-work';
export { Work, type Actor, type FollowUp, type WarehouseView } from '../work/work';
export { lockIds, lockOne, type Lockable } from '../work/locks';
export { applyMaterialTotals } from '../work/totals';
export { publishWork } from '../work/publish';
export { codeSwitchOn, queueStockChangedMessage } from '../work/stock-changed-message';
// The engine's route helpers: a command per selected row (one transaction each) with the rows' business names, feature checks.
export { actorOf, eachRow, labelFrom, requireFeature, type SoftFailure } from '../work/route-helpers';
// What plugins ask of each other through the host (defineServerPlugin's `provides`): the engine's orders, saved views' checks.
export {
  createIngoingOrder,
  createOutgoingOrder,
  lockOrder,
  nextOrderNumber,
  priceOutgoingOrders,
  savedViews,
  warehouseOrders,
  type IngoingOrderInput,
  type LockedOrder,
  type OrderLineInput,
  type OutgoingOrderInput,
  type PluginServices,
  type SavedViews,
  type WarehouseOrders,
} from '../work/warehouse-orders';
// Answers of commands over many rows: the 207 body, and the business names of the rows it lists.
export { lineLabels } from '../http/line-labels';
// For the dashboard, reports and dashboard-settings plugins: the caller, the change feed (figures kept until a change), setting records and the caller's limits.
export { createChangeFeed, type ChangeFeed } from '../live/change-feed';
export { effectiveSettings, putSetting, type SettingRecord, type SettingScope } from '../settings/settings-store';
export { assertModifiable } from '../settings/modifiable';
export { assertSettingWrite } from '../settings/writable-settings';
// The business unit's time zone and its days: the dashboard's "today" and the reports' date ranges.
export { businessUnitTimeZone, dayIn, dayStartIn } from '../settings/unit-time-zone';
// The seeded generator demo data is drawn from (the same seed gives the same demo on every machine).
export { createRandom, type Random } from '../work/random';
// The write doors of master data and stock (the API route of each write) and whether a caller holds one: the Excel import's sheets write the same rows.
export { holds, WRITE, type WriteDoor } from '../permissions/door-permissions';
// The server's version (server information).
export { serverVersion } from '../config';
// For the settings plugin's administration: passwords and failed-attempt limits, the languages a user may choose, private data folders (a restored backup).
export { hashPassword, passwordProblems, verifyPassword } from '../auth/password';
export { createFailedAttemptGuard } from '../auth/attempt-limits';
export { availableLanguageCodes } from '../localization/catalogues';
export { makePrivateDir, restrictTree } from '../db/private-files';
// The route table as this server runs it, plugins' routes included (the API reference, the studio's list contracts).
export { routeListOf } from '../http/register-route';
// The schema bundle and its overlays per business unit, which the screen studio writes and checks.
export { gridFiles, overlaidFolder, shippedGrid, shippedMenu } from '../schemas/overlaid-folder';
export { kebabOf, menuEntryOf, newScreenFile, ownerAt, type MenuOverlay } from '../schemas/overlaid-menu';
export { inForce, screenBelow, unitOverlays, type Overlay, type OverlayTexts, type UnitOverlays } from '../schemas/screen-overlays';
export { schemaCheckerFor, type SchemaCheck } from '../schemas/schema-check';
export { checkOverlaid, unitSchemasFor } from '../schemas/unit-schemas';
// Settings records' defaults and value checks, and the grid views' parts checked against their grid (the views plugin saves them, the settings seeding writes them for many users).
export { COCKPIT_CLIENT, DEFAULT_USER_SETTINGS, USER_SETTINGS_OWNER } from '../settings/defaults';
export { settingValueProblem } from '../settings/setting-values';
export type { SchemaFiles } from '../schemas/schema-files';
