import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { noQuery } from '../master-data-common/request-schemas';
import { roleGrantRefusals } from './role-assignment';
import { rolePermissions, writeRolePermissions, type PermissionOverride } from './role-permissions';
import { assertRoleEditor, createRole, createRoleBody, deleteRole, listRoles, updateRole, updateRoleBody, warehouseAreas, type RoleInput } from './role-service';

const SETTINGS = 'header/settings/users';
const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const permissionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['permissions'],
  properties: {
    permissions: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['scope', 'key', 'allowed'],
        properties: { scope: { enum: ['header', 'grid', 'data'] }, key: { type: 'string', minLength: 1, maxLength: 100 }, allowed: { type: ['boolean', 'null'] } },
      },
    },
  },
} as const;

/**
 * The user-management page: the business unit's roles with their holders, the roles a role's holders may assign, and
 * the header, grid and data permissions each role grants or withdraws over the defaults.
 */
export async function userRoleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/UserRole', { schema: noQuery, config: { permission: SETTINGS } }, async (request) => ({ result: await listRoles(ctx.db, request.caller.businessUnitId) }));

  // The warehouse areas a role may carry (the unit's location roles): the role form's choices.
  app.get('/api/UserRole/warehouseAreas', { schema: noQuery, config: { permission: SETTINGS } }, async (request) => ({
    result: await warehouseAreas(ctx.db, request.caller.businessUnitId),
  }));

  // The roles the caller may give users (the user dialog offers only these; the server checks again).
  app.get('/api/UserRole/assignable', { schema: noQuery, config: { permission: SETTINGS } }, async (request) => {
    const roles = await listRoles(ctx.db, request.caller.businessUnitId);
    const refused = await roleGrantRefusals(
      ctx.db,
      ctx.permissions.defaults,
      request.caller,
      roles.map((r) => r.id),
    );
    return { result: roles.filter((r) => !refused.has(r.id)).map((r) => ({ id: r.id, userRoleName: r.userRoleName, systemRole: r.systemRole })) };
  });

  app.post<{ Body: RoleInput }>('/api/UserRole', { schema: { body: createRoleBody }, config: { permission: SETTINGS } }, async (request) => {
    const caller = request.caller;
    await assertRoleEditor(ctx.db, caller);
    const { id, changedUsers } = await ctx.db.transaction((tx) => createRole(tx, ctx.permissions.defaults, caller, request.body));
    for (const userId of changedUsers) ctx.permissions.invalidate(userId);
    return { result: (await listRoles(ctx.db, caller.businessUnitId, id))[0] };
  });

  app.put<{ Body: RoleInput & { id: number } }>('/api/UserRole', { schema: { body: updateRoleBody }, config: { permission: SETTINGS } }, async (request) => {
    const caller = request.caller;
    await assertRoleEditor(ctx.db, caller);
    const { id, ...input } = request.body;
    await ctx.db.transaction((tx) => updateRole(tx, ctx.permissions.defaults, caller, id, input));
    // A role's name or system role changes what its holders are: every cached map is dropped.
    ctx.permissions.invalidate();
    return { result: (await listRoles(ctx.db, caller.businessUnitId, id))[0] };
  });

  app.delete<{ Params: { id: number } }>('/api/UserRole/:id', { schema: { params: idParams }, config: { permission: SETTINGS } }, async (request) => {
    await assertRoleEditor(ctx.db, request.caller);
    await ctx.db.transaction((tx) => deleteRole(tx, request.caller, request.params.id));
    return { result: true };
  });

  app.get<{ Params: { id: number } }>('/api/UserRole/:id/permissions', { schema: { params: idParams }, config: { permission: SETTINGS } }, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; name: string; systemRole: string | null }>(
      'select id, name, system_role as "systemRole" from user_roles where id = $1 and business_unit_id = $2 and not deleted',
      [request.params.id, request.caller.businessUnitId],
    );
    if (!rows[0]) throw notFound(`Role ${request.params.id} not found`);
    return { result: await rolePermissions(ctx.db, ctx.permissions.defaults, rows[0]) };
  });

  // Reaches the holders at their next permission load (GET User/cockpitSettings, sign-in); the server checks with it at once.
  app.put<{ Params: { id: number }; Body: { permissions: PermissionOverride[] } }>(
    '/api/UserRole/:id/permissions',
    { schema: { params: idParams, body: permissionsBody }, config: { permission: SETTINGS } },
    async (request) => {
      const caller = request.caller;
      await assertRoleEditor(ctx.db, caller);
      const role = await ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; name: string; systemRole: string | null }>(
          'select id, name, system_role as "systemRole" from user_roles where id = $1 and business_unit_id = $2 and not deleted for update',
          [request.params.id, caller.businessUnitId],
        );
        if (!rows[0]) throw notFound(`Role ${request.params.id} not found`);
        await writeRolePermissions(tx, ctx.permissions.defaults, caller, rows[0].id, request.body.permissions);
        return rows[0];
      });
      ctx.permissions.invalidate();
      return { result: await rolePermissions(ctx.db, ctx.permissions.defaults, role) };
    },
  );
}
