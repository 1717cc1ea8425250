import type { Queryable } from '@cockpit/server/sdk';
import { DEFAULT_KPIS, KPI_RECORD, WIDGET_SETTING } from '@cockpit/core/widgets';

/**
 * The demo's dashboard: every business unit gets its KPI settings under the key Home (the
 * factory record comes with migration 060)
 * and a useful set of widgets for all its users: orders completed today, pending and started,
 * lines failed in preparation, and the picking chart.
 */
export const DEMO_WIDGETS = '0,1,2,5,6';

export async function seedDashboard(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into settings (business_unit_id, user_id, client_id, owner, key, value)
     select id, null, $1, $2, $3, $4 from business_units on conflict do nothing`,
    [KPI_RECORD.clientId, KPI_RECORD.owner, KPI_RECORD.key, JSON.stringify(DEFAULT_KPIS)],
  );
  await tx.query(
    `insert into settings (business_unit_id, user_id, client_id, owner, key, value)
     select id, null, $1, $2, $3, $4 from business_units on conflict do nothing`,
    [WIDGET_SETTING.clientId, WIDGET_SETTING.owner, WIDGET_SETTING.key, DEMO_WIDGETS],
  );
}
