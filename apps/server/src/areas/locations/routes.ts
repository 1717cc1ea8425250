import { LABEL_SQL } from '../../http/line-labels';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { sendMultiStatus } from '../../http/multi-status';
import { registerListRoute } from '../../lists/list-route';
import { limitsFor } from '../../settings/limits';
import { deleteEach } from '../master-data-common/delete-many';
import { publishDeleted, publishRows } from '../master-data-common/publish';
import { publishDependentRows } from '../../live/dependent-rows';
import { locationDependents } from './dependent-views';
import { idParams, idsQuery } from '../master-data-common/request-schemas';
import { createLocationBody, updateLocationBody, type LocationInput } from './location-input';
import { createLocation, deleteLocation, updateLocation } from './location-service';
import { locationListView } from './list-view';
import { WRITE } from '../../permissions/door-permissions';

/** Locations: header look-ups, the grid list, create, update, delete. */
export async function locationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, '/api/Location/description', locationListView);

  app.get<{ Querystring: { name?: string } }>(
    '/api/Location/header',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { rowsLimit } = await limitsFor(ctx, request.caller);
      const name = request.query.name?.trim();
      const { rows } = await ctx.db.query(`select id, name from locations where business_unit_id = $1 and ($2::text is null or name ilike $2) order by name limit $3`, [
        request.caller.businessUnitId,
        name ? `%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%` : null,
        rowsLimit,
      ]);
      return { result: rows };
    },
  );

  // One location with the location dialog's fields, for editing.
  app.get<{ Params: { id: number } }>('/api/Location/header/:id', { schema: { params: idParams } }, async (request) => {
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

  app.post<{ Body: LocationInput }>('/api/Location', { schema: { body: createLocationBody }, config: { permission: WRITE.locationAdd } }, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => createLocation(tx, bu, request.body));
    const [row] = await publishRows(ctx, locationListView, bu, [id]);
    return { result: row };
  });

  app.put<{ Body: LocationInput & { id: number } }>('/api/Location', { schema: { body: updateLocationBody }, config: { permission: WRITE.locationUpdate } }, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, ...input } = request.body;
    await ctx.db.transaction((tx) => updateLocation(tx, bu, id, input));
    const [row] = await publishRows(ctx, locationListView, bu, [id]);
    // Stock, tasks, printers... show the location's fields too (live grids would keep the old ones).
    await publishDependentRows(ctx, bu, id, locationDependents);
    return { result: row };
  });

  app.delete<{ Querystring: { ids: number[] } }>('/api/Location', { schema: { querystring: idsQuery }, config: { permission: 'data/location_delete' } }, async (request, reply) => {
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
