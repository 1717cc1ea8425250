import type { Queryable } from '../db/types';
import { refused } from '../http/errors';
import type { SettingRecord } from './settings-store';

/**
 * A seeded default may say that a business unit (canCustomerModify) or a user (canUserModify) may
 * not change it. A user's write is refused when the factory or their unit's record locks it for
 * users; a business unit's write when the factory record locks it for customers.
 */
export async function assertModifiable(
  db: Queryable,
  level: 'user' | 'businessUnit',
  businessUnitId: number,
  record: Pick<SettingRecord, 'clientId' | 'owner' | 'key'>,
): Promise<void> {
  const { rows } = await db.query(
    `select 1 from settings
      where client_id = $1 and owner = $2 and key = $3 and user_id is null
        and (case when $5 = 'user' then (business_unit_id is null or business_unit_id = $4) and not can_user_modify
                  else business_unit_id is null and not can_customer_modify end)
      limit 1`,
    [record.clientId, record.owner, record.key, businessUnitId, level],
  );
  if (rows.length) throw refused('UserSettings.NotModifiable', 'This setting cannot be changed');
}
