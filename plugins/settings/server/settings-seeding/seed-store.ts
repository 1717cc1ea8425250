import { putSetting, type Queryable, type SettingRecord, type SettingScope } from '@cockpit/server/sdk';

export interface ModifyFlags {
  canCustomerModify: boolean;
  canUserModify: boolean;
}

/**
 * Writes a seeded setting with its flags. A default that users (or business units) may not change
 * takes the place of their own records: those are removed, so the default is what they see.
 */
export async function seedSetting(db: Queryable, scope: SettingScope, record: SettingRecord, flags: ModifyFlags): Promise<void> {
  await putSetting(db, scope, record);
  const bu = scope.kind === 'factory' ? null : scope.businessUnitId;
  const user = scope.kind === 'user' ? scope.userId : null;
  await db.query(
    `update settings set can_customer_modify = $6, can_user_modify = $7
      where coalesce(business_unit_id, 0) = coalesce($1::int, 0) and coalesce(user_id, 0) = coalesce($2::int, 0)
        and client_id = $3 and owner = $4 and key = $5`,
    [bu, user, record.clientId, record.owner, record.key, flags.canCustomerModify, flags.canUserModify],
  );
  if (scope.kind === 'user') return;
  const same = [record.clientId, record.owner, record.key];
  if (!flags.canUserModify) {
    await db.query(`delete from settings where client_id = $1 and owner = $2 and key = $3 and user_id is not null and ($4::int is null or business_unit_id = $4)`, [...same, bu]);
  }
  if (scope.kind === 'factory' && !flags.canCustomerModify) {
    await db.query('delete from settings where client_id = $1 and owner = $2 and key = $3 and user_id is null and business_unit_id is not null', same);
  }
}

export interface DefaultSettingRow extends SettingRecord, ModifyFlags {
  scope: 'Factory' | 'BusinessUnit';
  /** A default of the server itself, not a stored record. */
  builtIn: boolean;
}

export async function storedDefaults(
  db: Queryable,
  businessUnitId: number,
  filter: { clientId?: string; owner?: string; scope?: 'Factory' | 'BusinessUnit'; canCustomerModify?: boolean; canUserModify?: boolean },
): Promise<DefaultSettingRow[]> {
  const { rows } = await db.query<DefaultSettingRow>(
    `select client_id as "clientId", owner, key, value, can_customer_modify as "canCustomerModify", can_user_modify as "canUserModify",
            case when business_unit_id is null then 'Factory' else 'BusinessUnit' end as scope, false as "builtIn"
       from settings
      where user_id is null and (business_unit_id is null or business_unit_id = $1)
        and ($2::text is null or client_id = $2) and ($3::text is null or owner = $3)
        and ($4::text is null or ($4 = 'Factory') = (business_unit_id is null))
        and ($5::boolean is null or can_customer_modify = $5) and ($6::boolean is null or can_user_modify = $6)
      order by client_id, owner, key, business_unit_id nulls first`,
    [businessUnitId, filter.clientId ?? null, filter.owner ?? null, filter.scope ?? null, filter.canCustomerModify ?? null, filter.canUserModify ?? null],
  );
  return rows;
}
