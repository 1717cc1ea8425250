/** One KPI as the settings record under the key Home holds it. */
export interface KpiSetting {
  id: number;
  name: string;
  enabled: boolean;
  row: number;
  order: number;
}

/** The KPI settings record, kept for the business unit and the factory under the key Home (the dashboard's server half reads it, the demo seed writes it). */
export const KPI_RECORD = { clientId: 'Cockpit', owner: 'KpiSettings', key: 'Home' } as const;

/** The KPIs a business unit shows when no record names them: the host's three, in two rows. */
export const DEFAULT_KPIS: KpiSetting[] = [
  { id: 1, name: 'OutBoundOrders', enabled: true, row: 0, order: 0 },
  { id: 2, name: 'InBoundOrders', enabled: true, row: 0, order: 1 },
  { id: 3, name: 'PickingTasksPerLocationRole', enabled: true, row: 1, order: 0 },
];
