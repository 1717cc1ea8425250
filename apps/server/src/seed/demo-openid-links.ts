import type { Db } from '../db/types';
import { NORTH_USERS } from './demo-users';

/** The business unit whose demo users are the demo provider's accounts. */
export const DEMO_OPENID_UNIT = 'North';

/**
 * The demo's OpenID links: North's demo users are linked to the demo provider's accounts of the same
 * name (the demo provider's subject is the login typed there). Made when the demo provider starts,
 * because only then is its issuer address known; a user already linked to that provider keeps its
 * link. Demo's users (and every other unit's) stay unlinked.
 */
export async function linkDemoAccounts(db: Db, issuer: string): Promise<number> {
  const { rowCount } = await db.query(
    `insert into openid_links (user_id, business_unit_id, issuer, subject)
     select u.id, u.business_unit_id, $1, u.user_name
       from users u join business_units b on b.id = u.business_unit_id
      where b.name = $2 and u.user_name = any($3::text[]) and not u.deleted
     on conflict do nothing`,
    [issuer, DEMO_OPENID_UNIT, NORTH_USERS.map((u) => u.userName)],
  );
  return rowCount;
}
