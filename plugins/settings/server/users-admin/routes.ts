import {
  type AppContext,
  availableLanguageCodes,
  deleteEach,
  LABEL_SQL,
  publishDeleted,
  publishRows,
  registerListRoute,
  registerRoute,
  sendMultiStatus,
  type FastifyInstance,
} from '@cockpit/server/sdk';
import { roleGrantRefusals } from '../user-roles/role-assignment';
import { routes } from '@cockpit/contracts';
import { userListView } from './list-view';
import { createUser, deleteUser, endSessions, updateUser } from './user-service';

const { UserManagement } = routes;

/**
 * The users settings page: the business unit's users with their roles; create, update and delete
 * them with the password rules (length, upper- and lowercase, a digit, a matching confirmation).
 */
export async function userAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, UserManagement.description, userListView);

  // Only the roles the caller may assign; the server checks every assignment again.
  registerRoute(app, UserManagement.roles, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; userRoleName: string; systemRole: string | null }>(
      `select id, name as "userRoleName", system_role as "systemRole" from user_roles where business_unit_id = $1 and not deleted order by name`,
      [request.caller.businessUnitId],
    );
    const refused = await roleGrantRefusals(
      ctx.db,
      ctx.permissions.defaults,
      request.caller,
      rows.map((r) => r.id),
    );
    return { result: rows.filter((r) => !refused.has(r.id)) };
  });

  registerRoute(app, UserManagement.create, async (request) => {
    const caller = request.caller;
    const id = await ctx.db.transaction((tx) => createUser(tx, ctx.permissions.defaults, caller, request.body, availableLanguageCodes(ctx.schemas)));
    const [row] = await publishRows(ctx, userListView, caller.businessUnitId, [id]);
    return { result: row };
  });

  registerRoute(app, UserManagement.update, async (request) => {
    const caller = request.caller;
    const { id, ...input } = request.body;
    const ended = await ctx.db.transaction(async (tx) => {
      const endThem = await updateUser(tx, ctx.permissions.defaults, caller, id, input, availableLanguageCodes(ctx.schemas));
      return endThem && id !== caller.userId ? endSessions(tx, [id]) : [];
    });
    for (const sid of ended) await ctx.sessions.end(sid);
    ctx.permissions.invalidate(id);
    const [row] = await publishRows(ctx, userListView, caller.businessUnitId, [id]);
    return { result: row };
  });

  registerRoute(app, UserManagement.delete, async (request, reply) => {
    const caller = request.caller;
    const { result, ended } = await ctx.db.transaction(async (tx) => {
      const r = await deleteEach(
        tx,
        request.query.ids,
        (id) => deleteUser(tx, ctx.permissions.defaults, caller, id),
        { code: 'Users.InUse', message: 'User is in use and cannot be deleted' },
        { sql: LABEL_SQL.user, businessUnitId: caller.businessUnitId },
      );
      return { result: r, ended: r.deleted.length ? await endSessions(tx, r.deleted) : [] };
    });
    // Ended here too so that the session check's cache refuses their tokens at once.
    for (const sid of ended) await ctx.sessions.end(sid);
    for (const id of result.deleted) ctx.permissions.invalidate(id);
    publishDeleted(ctx, userListView.name, caller.businessUnitId, result.deleted);
    return sendMultiStatus(reply, result.deleted.length, result.failed, 'Errors.Users.notDeleted');
  });
}
