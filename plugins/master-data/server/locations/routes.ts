import {
  type AppContext,
  type FastifyInstance,
  LABEL_SQL,
  limitsFor,
  notFound,
  registerCreateRow,
  registerDeleteRows,
  registerListRoute,
  registerRoute,
  registerUpdateRow,
} from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { publishDependentRows } from '../dependent-rows';
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

  registerCreateRow(app, ctx, Location.create, locationListView, createLocation);
  // Stock, tasks, printers... show the location's fields too.
  registerUpdateRow(app, ctx, Location.update, locationListView, updateLocation, (bu, id) => publishDependentRows(ctx, bu, id, locationDependents));
  registerDeleteRows(app, ctx, Location.delete, locationListView, {
    deleteOne: deleteLocation,
    inUse: { code: 'Locations.InUse', message: 'Location is in use and cannot be deleted' },
    labelSql: LABEL_SQL.location,
    notDeleted: 'Errors.Locations.notDeleted',
  });
}
