import type { Queryable } from '../../db/types';
import type { Db } from '../../db/types';

/** One KPI as the settings record under the key Home holds it. */
export interface KpiSetting {
  id: number;
  name: string;
  enabled: boolean;
  row: number;
  order: number;
}

/** The KPI settings record, kept for the business unit and the factory under the key Home. */
export const KPI_RECORD = { clientId: 'Cockpit', owner: 'KpiSettings', key: 'Home' } as const;

/** The KPIs the host computes, by name; each has a KPI template of the same name in the console. */
export const KPI_NAMES = ['OutBoundOrders', 'InBoundOrders', 'PickingTasksPerLocationRole'] as const;
export type KpiName = (typeof KPI_NAMES)[number];

export const DEFAULT_KPIS: KpiSetting[] = [
  { id: 1, name: 'OutBoundOrders', enabled: true, row: 0, order: 0 },
  { id: 2, name: 'InBoundOrders', enabled: true, row: 0, order: 1 },
  { id: 3, name: 'PickingTasksPerLocationRole', enabled: true, row: 1, order: 0 },
];

/**
 * The business unit's KPI settings: its own record, else the factory's, else the defaults. Every
 * known KPI appears once (one the record does not name is listed disabled at the end), in row and
 * order; names the record holds but the server does not know are kept, so that the console shows
 * 'Template for dynamic kpi not found!' for them instead of hiding a seeding mistake. Plugins' KPIs
 * (`pluginNames`) are known KPIs too: listed disabled until the KPI management page enables them.
 */
export async function kpiSettings(db: Queryable, businessUnitId: number, pluginNames: readonly string[] = []): Promise<KpiSetting[]> {
  const { rows } = await db.query<{ value: string }>(
    `select value from settings where client_id = $2 and owner = $3 and key = $4 and user_id is null
        and (business_unit_id = $1 or business_unit_id is null)
      order by business_unit_id nulls last limit 1`,
    [businessUnitId, KPI_RECORD.clientId, KPI_RECORD.owner, KPI_RECORD.key],
  );
  const stored = rows[0] ? readKpis(rows[0].value) : DEFAULT_KPIS;
  const list = [...stored];
  let nextId = Math.max(0, ...list.map((k) => k.id)) + 1;
  for (const name of [...KPI_NAMES, ...pluginNames]) if (!list.some((k) => k.name === name)) list.push({ id: nextId++, name, enabled: false, row: 0, order: 100 });
  return list.sort((a, b) => a.row - b.row || a.order - b.order || a.id - b.id);
}

function readKpis(value: string): KpiSetting[] {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!Array.isArray(parsed)) return DEFAULT_KPIS;
    return parsed
      .filter((k): k is Record<string, unknown> => Boolean(k) && typeof k === 'object' && typeof (k as { name?: unknown }).name === 'string')
      .map((k, i) => ({
        id: Number.isInteger(k.id) ? (k.id as number) : i + 1,
        name: k.name as string,
        enabled: k.enabled === true,
        row: Number.isInteger(k.row) ? (k.row as number) : 0,
        order: Number.isInteger(k.order) ? (k.order as number) : i,
      }));
  } catch {
    // A record that cannot be read counts as none.
    return DEFAULT_KPIS;
  }
}

/** Writes the business unit's KPI settings (the KPI management page). */
export async function saveKpiSettings(db: Db, businessUnitId: number, kpis: KpiSetting[]): Promise<void> {
  const value = JSON.stringify(kpis.map(({ id, name, enabled, row, order }) => ({ id, name, enabled, row, order })));
  await db.query(
    `insert into settings (business_unit_id, user_id, client_id, owner, key, value) values ($1, null, $2, $3, $4, $5)
     on conflict (coalesce(business_unit_id, 0), coalesce(user_id, 0), client_id, owner, key) do update set value = excluded.value, updated_at = now()`,
    [businessUnitId, KPI_RECORD.clientId, KPI_RECORD.owner, KPI_RECORD.key, value],
  );
}
