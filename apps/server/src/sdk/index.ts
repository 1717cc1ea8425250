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
export { publishDependentRows, type DependentRows } from '../live/dependent-rows';
export { deleteEach, type DeleteManyResult } from '../http/delete-each';
export { cleanText, idParams, idsQuery, noQuery, nullableNumber, nullableText, requiredText } from '../http/request-schemas';
export { limitsFor, type Limits } from '../settings/limits';
export type { Caller } from '../auth/caller';
// Every list view of the host and the plugins by view name: to publish rows of a list another area owns.
export { listViews } from '../lists/list-view-registry';
export { loadExcelJs } from '../areas/load-exceljs';
// The warehouse engine: one transaction per command, with its locks and the publishing of what it changed.
export { runWork } from '../warehouse/run-work';
export { actorOf } from '../warehouse/route-helpers';
export type { Work } from '../warehouse/work';
export { createIngoingOrder, createOutgoingOrder, nextOrderNumber } from '../warehouse/create-orders';
export { lockOrder } from '../warehouse/orders';
export { priceOutgoingOrders } from '../warehouse/order-money';
// The engine's route helpers: a command per selected row (one transaction each) with the rows' business names, feature checks.
export { eachRow, labelFrom, requireFeature } from '../warehouse/route-helpers';
// The engine's commands, by what they act on; each runs inside runWork (its locks, its publishing).
// Outgoing orders and their operations:
export { cancelOrder, cancelOrderProcess, unprepareOrder } from '../warehouse/order-cancel';
export { adjustPickedQuantity, changeDeliveryPriority, changeDeliveryType, editLineQuantity } from '../warehouse/order-edits';
export { prepareOrder, type PrepareMode } from '../warehouse/prepare';
export { splitOrder } from '../warehouse/split-order';
export { refreshOutgoingOrders } from '../warehouse/refresh';
export { setExecutionPriority } from '../warehouse/operations';
// Ingoing orders:
export { cancelIngoingOrder, completeIngoingOrder, receiveLine } from '../warehouse/ingoing';
// Jobs and tasks:
export { assignOperationToUser, createJobFromStocks, createJobFromTasks, reassignOperation } from '../warehouse/job-create';
export { assignJob, cancelJob, deviateOnInstruction, dissolveJob, endJob, startJob, tryFinishJob, unassignJob } from '../warehouse/job-actions';
export { cancelTask } from '../warehouse/task-cancel';
export { performTask } from '../warehouse/task-perform';
export { startTaskSimulator } from '../warehouse/simulator';
// Inventory (counts):
export { createInventory } from '../warehouse/inventory-create';
export { acceptLine, addManualLine, approveInventory, cancelInventory, cancelLine, recountLines } from '../warehouse/inventory-actions';
// Stock and dedicated locations:
export { dedicateLocation, gainStock, loseStock, moveStock, placeOfStock, removeDedication, unprepareStock } from '../warehouse/stock-actions';
// Maintenance (min/max levels and replenishment):
export { setMinMax } from '../warehouse/maintenance';
export { levelsFor, replenishForPendingLines, replenishLevel } from '../warehouse/replenish';
// Answers of commands over many rows: the 207 body, and the business names of the rows it lists.
export { lineLabels } from '../http/line-labels';
// For the dashboard, reports and dashboard-settings plugins: the caller, the change feed (figures kept until a change), setting records and the caller's limits.
export { createChangeFeed, type ChangeFeed } from '../live/change-feed';
export { effectiveSettings, putSetting } from '../settings/settings-store';
export { assertModifiable } from '../settings/modifiable';
export { assertSettingWrite } from '../settings/writable-settings';
// The seeded generator demo data is drawn from (the same seed gives the same demo on every machine).
export { createRandom, type Random } from '../warehouse/random';
