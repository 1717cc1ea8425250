import { settingReadableAt, type SettingLevel } from '@cockpit/core/setting-keys';
import type { Queryable } from '../db/types';

export interface SettingRecord {
  clientId: string;
  owner: string;
  key: string;
  value: string;
}

export type SettingScope = { kind: 'factory' } | { kind: 'businessUnit'; businessUnitId: number } | { kind: 'user'; businessUnitId: number; userId: number };

/**
 * The effective records for a user: for each (client, owner, key) the user's own record wins over
 * the business unit's, which wins over the factory default. A record at a level the table of
 * writable settings does not have for its key (a user's own company information, say) is passed
 * over, so the next level applies.
 */
export async function effectiveSettings(
  db: Queryable,
  who: { businessUnitId: number; userId: number },
  filter: { clientId?: string; owner?: string; key?: string } = {},
): Promise<SettingRecord[]> {
  const { rows } = await db.query<SettingRecord & { level: SettingLevel }>(
    `select client_id as "clientId", owner, key, value,
            case when user_id is not null then 'user' when business_unit_id is not null then 'businessUnit' else 'factory' end as level
       from settings
      where (business_unit_id is null or business_unit_id = $1)
        and (user_id is null or user_id = $2)
        and ($3::text is null or client_id = $3)
        and ($4::text is null or owner = $4)
        and ($5::text is null or key = $5)
      order by client_id, owner, key, (user_id is not null) desc, (business_unit_id is not null) desc`,
    [who.businessUnitId, who.userId, filter.clientId ?? null, filter.owner ?? null, filter.key ?? null],
  );
  const out: SettingRecord[] = [];
  let last: SettingRecord | undefined;
  for (const { level, ...record } of rows) {
    if (last && last.clientId === record.clientId && last.owner === record.owner && last.key === record.key) continue;
    if (!settingReadableAt(record, level)) continue;
    out.push(record);
    last = record;
  }
  return out;
}

function scopeIds(scope: SettingScope): [number | null, number | null] {
  if (scope.kind === 'factory') return [null, null];
  if (scope.kind === 'businessUnit') return [scope.businessUnitId, null];
  return [scope.businessUnitId, scope.userId];
}

export async function putSetting(db: Queryable, scope: SettingScope, record: SettingRecord): Promise<void> {
  const [bu, user] = scopeIds(scope);
  const updated = await db.query(
    `update settings set value = $6, updated_at = now()
      where coalesce(business_unit_id, 0) = coalesce($1::int, 0) and coalesce(user_id, 0) = coalesce($2::int, 0)
        and client_id = $3 and owner = $4 and key = $5`,
    [bu, user, record.clientId, record.owner, record.key, record.value],
  );
  if (updated.rowCount === 0) {
    await db.query(
      `insert into settings (business_unit_id, user_id, client_id, owner, key, value) values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing`,
      [bu, user, record.clientId, record.owner, record.key, record.value],
    );
  }
}

export async function deleteSetting(db: Queryable, scope: SettingScope, record: Omit<SettingRecord, 'value'>): Promise<number> {
  const [bu, user] = scopeIds(scope);
  const { rowCount } = await db.query(
    `delete from settings where coalesce(business_unit_id, 0) = coalesce($1::int, 0) and coalesce(user_id, 0) = coalesce($2::int, 0)
        and client_id = $3 and owner = $4 and key = $5`,
    [bu, user, record.clientId, record.owner, record.key],
  );
  return rowCount;
}
