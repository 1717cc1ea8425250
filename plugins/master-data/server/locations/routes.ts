import {
  type AppContext,
  deleteEach,
  type FastifyInstance,
  LABEL_SQL,
  limitsFor,
  notFound,
  publishDeleted,
  publishDependentRows,
  publishRows,
  registerListRoute,
  registerRoute,
  sendMultiStatus,
} from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { locationDependents } from './dependent-views';
import { createLocation, deleteLocation, updateLocation } from './location-service';
import { locationListView } from './list-view';

const { Location } = routes;

/** Locations: header look-ups, the grid list, create, update, delete (packages/contracts/src/routes/locations.ts). */
export async function locationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Location.description, locationListView);

  registerRoute(app, Location.header, async (request) => {
    const { rowsLimit } = await limitsFor(ctx, request.caller);
    const name = request.query.name?.trim();
    const { rows } = await ctx.db.query<{ id: number; name: string }>(
      `select id, name from locations where business_unit_id = $1 and ($2::text is null or name ilike $2) order by name limit $3`,
      [request.caller.businessUnitId, name ? `%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%` : null, rowsLimit],
    );
    return { result: rows };
  });

  // One location with the location dialog's fields, for editing.
  registerRoute(app, Location.headerById, async (request) => {
    const { rows } = await ctx.db.query(
      `select id, name, fill_factor as "fillFactor", weight_maximum as "maxWeight", length, height, width, weight,
              coalesce(volume, round(length * width * height / 1000, 3)) as volume, state as status, location_role_id as "locationRoleId",
              abc_group as abc, picking_sequence as "pickingSequence", erp_classification_id as "erpClassificationId",
              control_number as "controlNumber", available_for_pick as "availableForPick", hidden
         from locations where id = $1 and business_unit_id = $2`,
      [request.params.id, request.caller.businessUnitId],
    );
    if (!rows[0]) throw notFound(`Location ${request.params.id} not found`);
    return { result: rows[0] };
  });

  registerRoute(app, Location.create, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => createLocation(tx, bu, request.body));
    const [row] = await publishRows(ctx, locationListView, bu, [id]);
    return { result: row };
  });

  registerRoute(app, Location.update, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, ...input } = request.body;
    await ctx.db.transaction((tx) => updateLocation(tx, bu, id, input));
    const [row] = await publishRows(ctx, locationListView, bu, [id]);
    // Stock, tasks, printers... show the location's fields too (live grids would keep the old ones).
    await publishDependentRows(ctx, bu, id, locationDependents);
    return { result: row };
  });

  registerRoute(app, Location.delete, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const result = await ctx.db.transaction((tx) =>
      deleteEach(
        tx,
        request.query.ids,
        (id) => deleteLocation(tx, bu, id),
        { code: 'Locations.InUse', message: 'Location is in use and cannot be deleted' },
        { sql: LABEL_SQL.location, businessUnitId: bu },
      ),
    );
    publishDeleted(ctx, locationListView.name, bu, result.deleted);
    return sendMultiStatus(reply, result.deleted.length, result.failed, 'Errors.Locations.notDeleted');
  });
}
