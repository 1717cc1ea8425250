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
export { defineListView, type ListView } from '../lists/list-view';
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
export { loadExcelJs } from '../areas/load-exceljs';
// The warehouse engine: one transaction per command, with its locks and the publishing of what it changed.
export { runWork } from '../warehouse/run-work';
export { actorOf } from '../warehouse/route-helpers';
export type { Work } from '../warehouse/work';
export { createOutgoingOrder } from '../warehouse/create-orders';
export { lockOrder } from '../warehouse/orders';
export { priceOutgoingOrders } from '../warehouse/order-money';
// The seeded generator demo data is drawn from (the same seed gives the same demo on every machine).
export { createRandom, type Random } from '../warehouse/random';
