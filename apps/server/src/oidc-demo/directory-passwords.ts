import type { Db } from '../db/types';
import { verifyPassword } from '../auth/password';

/**
 * The demo provider's password check: a person who is a user of a business unit with the
 * OpenIdConnect feature signs in at the provider with that user's Cockpit password (true or false).
 * A name no such unit knows is not Cockpit's to protect: undefined, and the provider lets it through
 * so that Cockpit's own refusal of unknown users can be seen (and tested).
 */
export function directoryPasswords(db: Db) {
  return async (userName: string, password: string): Promise<boolean | undefined> => {
    const { rows } = await db.query<{ password_hash: string }>(
      `select u.password_hash from users u
         join business_unit_features f on f.business_unit_id = u.business_unit_id and f.feature = 'OpenIdConnect'
        where lower(u.user_name) = lower($1) and not u.deleted and u.is_active`,
      [userName],
    );
    if (rows.length === 0) return undefined;
    for (const row of rows) if (await verifyPassword(password, row.password_hash)) return true;
    return false;
  };
}
