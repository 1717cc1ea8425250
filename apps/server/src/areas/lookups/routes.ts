import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { idParams, noQuery } from '../master-data-common/request-schemas';

/**
 * Look-ups the dialogs and filters take their options from:
 * location roles, role groups, load carrier types, ERP classifications and lookup entries. Any
 * signed-in user may read them; every answer is the caller's business unit only.
 */
export async function lookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/LocationRole/header', { schema: noQuery }, async (request) => {
    const { rows } = await ctx.db.query('select id, name, kind from location_roles where business_unit_id = $1 order by name', [request.caller.businessUnitId]);
    return { result: rows };
  });

  app.get('/api/LocationRoleGroup/header', { schema: noQuery }, async (request) => {
    const { rows } = await ctx.db.query(
      `select g.id, g.name, g.description, count(m.location_role_id)::int as "locationRoleCount"
         from location_role_groups g left join location_role_group_members m on m.location_role_group_id = g.id
        where g.business_unit_id = $1 group by g.id order by g.name`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  app.get<{ Params: { id: number } }>('/api/LocationRoleGroup/detail/:id', { schema: { params: idParams } }, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rows } = await ctx.db.query<{ id: number; name: string; description: string | null }>(
      'select id, name, description from location_role_groups where id = $1 and business_unit_id = $2',
      [request.params.id, bu],
    );
    if (!rows[0]) throw notFound(`Location role group ${request.params.id} not found`);
    const { rows: roles } = await ctx.db.query(
      `select r.id, r.name, r.kind from location_role_group_members m join location_roles r on r.id = m.location_role_id
        where m.location_role_group_id = $1 and r.business_unit_id = $2 order by r.name`,
      [request.params.id, bu],
    );
    return { result: { ...rows[0], locationRoles: roles } };
  });

  app.get('/api/LoadCarrierType/header', { schema: noQuery }, async (request) => {
    const { rows } = await ctx.db.query(
      'select id, name, description, length, width, height, max_weight as "maxWeight" from load_carrier_types where business_unit_id = $1 order by name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  app.get('/api/ErpClassification/header', { schema: noQuery }, async (request) => {
    const { rows } = await ctx.db.query('select id, name, description from erp_classifications where business_unit_id = $1 order by name', [request.caller.businessUnitId]);
    return { result: rows };
  });

  app.get('/api/Lookup', { schema: noQuery }, async (request) => {
    const { rows } = await ctx.db.query('select lookup_type as "lookupType", name, description from lookups where business_unit_id = $1 order by lookup_type, sort_order, name', [
      request.caller.businessUnitId,
    ]);
    return { result: rows };
  });

  // Lookup entries are name and description; an unknown type answers an empty list.
  app.get<{ Params: { lookupType: string } }>(
    '/api/Lookup/:lookupType',
    { schema: { params: { type: 'object', required: ['lookupType'], properties: { lookupType: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,49}$' } } } } },
    async (request) => {
      const { rows } = await ctx.db.query('select name, description from lookups where business_unit_id = $1 and lookup_type = $2 order by sort_order, name', [
        request.caller.businessUnitId,
        request.params.lookupType,
      ]);
      return { result: rows };
    },
  );
}
