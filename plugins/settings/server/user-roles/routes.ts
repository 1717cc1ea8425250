import { routes } from '@cockpit/contracts';
import { type AppContext, notFound, registerRoute, type FastifyInstance } from '@cockpit/server/sdk';
import { roleGrantRefusals } from './role-assignment';
import { rolePermissions, writeRolePermissions } from './role-permissions';
import { assertRoleEditor, createRole, deleteRole, listRoles, updateRole, warehouseAreas } from './role-service';

const { UserRole } = routes;

/**
 * The user-management page: the business unit's roles with their holders, the roles a role's holders may assign, and
 * the header, grid and data permissions each role grants or withdraws over the defaults.
 */
export async function userRoleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, UserRole.list, async (request) => ({ result: await listRoles(ctx.db, request.caller.businessUnitId) }));

  // The warehouse areas a role may carry (the unit's location roles): the role form's choices.
  registerRoute(app, UserRole.warehouseAreas, async (request) => ({
    result: await warehouseAreas(ctx.db, request.caller.businessUnitId),
  }));

  // The roles the caller may give users (the user dialog offers only these; the server checks again).
  registerRoute(app, UserRole.assignable, async (request) => {
    const roles = await listRoles(ctx.db, request.caller.businessUnitId);
    const refused = await roleGrantRefusals(
      ctx.db,
      ctx.permissions.defaults,
      request.caller,
      roles.map((r) => r.id),
    );
    return { result: roles.filter((r) => !refused.has(r.id)).map((r) => ({ id: r.id, userRoleName: r.userRoleName, systemRole: r.systemRole })) };
  });

  registerRoute(app, UserRole.create, async (request) => {
    const caller = request.caller;
    await assertRoleEditor(ctx.db, caller);
    const { id, changedUsers } = await ctx.db.transaction((tx) => createRole(tx, ctx.permissions.defaults, caller, request.body));
    for (const userId of changedUsers) ctx.permissions.invalidate(userId);
    return { result: (await listRoles(ctx.db, caller.businessUnitId, id))[0] };
  });

  registerRoute(app, UserRole.update, async (request) => {
    const caller = request.caller;
    await assertRoleEditor(ctx.db, caller);
    const { id, ...input } = request.body;
    await ctx.db.transaction((tx) => updateRole(tx, ctx.permissions.defaults, caller, id, input));
    // A role's name or system role changes what its holders are: every cached map is dropped.
    ctx.permissions.invalidate();
    return { result: (await listRoles(ctx.db, caller.businessUnitId, id))[0] };
  });

  registerRoute(app, UserRole.delete, async (request) => {
    await assertRoleEditor(ctx.db, request.caller);
    await ctx.db.transaction((tx) => deleteRole(tx, request.caller, request.params.id));
    return { result: true };
  });

  registerRoute(app, UserRole.permissions, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; name: string; systemRole: string | null }>(
      'select id, name, system_role as "systemRole" from user_roles where id = $1 and business_unit_id = $2 and not deleted',
      [request.params.id, request.caller.businessUnitId],
    );
    if (!rows[0]) throw notFound(`Role ${request.params.id} not found`);
    return { result: await rolePermissions(ctx.db, ctx.permissions.defaults, rows[0]) };
  });

  // Reaches the holders at their next permission load (GET User/cockpitSettings, sign-in); the server checks with it at once.
  registerRoute(app, UserRole.savePermissions, async (request) => {
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
  });
}
