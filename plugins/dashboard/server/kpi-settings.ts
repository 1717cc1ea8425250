import { DEFAULT_KPIS, KPI_RECORD, type KpiSetting } from '@cockpit/core/widgets';
import type { Db, Queryable } from '@cockpit/server/sdk';

export type { KpiSetting } from '@cockpit/core/widgets';

/** The KPIs the dashboard computes itself, by name; each has a KPI template of the same name in the console. */
export const KPI_NAMES = ['OutBoundOrders', 'InBoundOrders', 'PickingTasksPerLocationRole'] as const;
export type KpiName = (typeof KPI_NAMES)[number];

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
