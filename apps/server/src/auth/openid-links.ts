import type { FastifyInstance } from 'fastify';
import { routes } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { registerRoute } from '../http/register-route';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import type { SessionUser } from './sign-in';

/**
 * Links between a business unit's users and accounts at the OpenID provider (issuer and subject,
 * the pair the provider guarantees to be one person). OpenID sign-in finds the user by this link
 * only, inside the business unit the sign-in was started for; a user without a link cannot sign in
 * through the provider, whatever name the provider reports. The unit's user administrators link
 * and unlink their own unit's users.
 */

/** The user of the business unit linked to the provider account, when active. */
export async function linkedUser(db: Db, businessUnitId: number, issuer: string, subject: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(
    `select u.id, u.user_name, u.default_language, u.picture, u.business_unit_id, b.name as business_unit_name, u.must_change_password
       from openid_links l
       join users u on u.id = l.user_id and u.business_unit_id = l.business_unit_id
       join business_units b on b.id = u.business_unit_id
      where l.business_unit_id = $1 and l.issuer = $2 and l.subject = $3 and u.is_active and not u.deleted`,
    [businessUnitId, issuer, subject],
  );
  return rows[0];
}

/** Links the user (of the business unit) to the provider account; replaces the user's earlier link to that provider. */
export async function linkUser(db: Db, businessUnitId: number, userId: number, issuer: string, subject: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('select id from users where id = $1 and business_unit_id = $2 and not deleted', [userId, businessUnitId]);
    if (!rows[0]) throw notFound('No such user in this business unit.');
    const taken = await tx.query<{ user_id: number }>('select user_id from openid_links where business_unit_id = $1 and issuer = $2 and subject = $3', [
      businessUnitId,
      issuer,
      subject,
    ]);
    if (taken.rows[0] && taken.rows[0].user_id !== userId) throw badRequest('This OpenId account is already linked to another user of this business unit.');
    await tx.query(
      `insert into openid_links (user_id, business_unit_id, issuer, subject) values ($1, $2, $3, $4)
       on conflict (user_id, issuer) do update set subject = excluded.subject, linked_at = now()`,
      [userId, businessUnitId, issuer, subject],
    );
  });
}

const { UserManagement } = routes;

/**
 * UserManagement.openIdLink {userId, subject}: links a user of the caller's business unit
 * to the subject at the configured provider. UserManagement.openIdLinks ?userId= answers the link,
 * UserManagement.openIdUnlink ?userId= removes it. Same right as editing the unit's users.
 */
export async function openIdLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const issuer = () => {
    if (!ctx.config.openId.issuer) throw badRequest('No OpenId provider is configured on this server.');
    return ctx.config.openId.issuer;
  };
  registerRoute(app, UserManagement.openIdLink, async (request) => {
    await linkUser(ctx.db, request.caller.businessUnitId, request.body.userId, issuer(), request.body.subject);
    return { result: { userId: request.body.userId, issuer: issuer(), subject: request.body.subject } };
  });
  registerRoute(app, UserManagement.openIdLinks, async (request) => {
    const { rows } = await ctx.db.query<{ issuer: string; subject: string }>(
      'select issuer, subject from openid_links where user_id = $1 and business_unit_id = $2 order by issuer',
      [request.query.userId, request.caller.businessUnitId],
    );
    return { result: rows };
  });
  registerRoute(app, UserManagement.openIdUnlink, async (request) => {
    const { rowCount } = await ctx.db.query('delete from openid_links where user_id = $1 and business_unit_id = $2 and issuer = $3', [
      request.query.userId,
      request.caller.businessUnitId,
      issuer(),
    ]);
    return { result: rowCount > 0 };
  });
}
