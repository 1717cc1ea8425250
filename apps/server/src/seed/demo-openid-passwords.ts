import type { Db } from '../db/types';
import { verifyPassword } from '../auth/password';

/**
 * The demo provider's password check: its accounts are the Cockpit users linked to it (issuer and
 * subject, apps/server/src/auth/openid-links.ts); such an account signs in at the provider with the
 * linked user's Cockpit password (true or false). A name no user is linked to is not Cockpit's to
 * protect: undefined, and the provider lets it through so that Cockpit's own refusal of unlinked
 * accounts can be seen (and tested).
 */
export function directoryPasswords(db: Db, issuer: string) {
  return async (subject: string, password: string): Promise<boolean | undefined> => {
    const { rows } = await db.query<{ password_hash: string }>(
      `select u.password_hash from openid_links l join users u on u.id = l.user_id
        where l.issuer = $1 and l.subject = $2 and not u.deleted and u.is_active`,
      [issuer, subject],
    );
    if (rows.length === 0) return undefined;
    for (const row of rows) if (await verifyPassword(password, row.password_hash)) return true;
    return false;
  };
}
