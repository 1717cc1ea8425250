import { KpiTile } from '@cockpit/core/widgets/ui';
import type { DashboardKpi } from '../use-dashboard-data';

/**
 * The enabled KPI tiles in their rows (KPI management's row and order), each drawn by the KPI
 * template of its name (core's KpiTile: a missing template, name or data shows 'Template for
 * dynamic kpi not found!' with what is missing).
 */
export function KpiRows({ kpis }: { kpis: DashboardKpi[] }) {
  const rows = [...new Set(kpis.map((k) => k.row))].sort((a, b) => a - b);
  return (
    <div className="dashboard__kpis" data-testid="kpi-rows">
      {rows.map((row) => (
        <div key={row} className="dashboard__kpi-row" data-kpi-row={row}>
          {kpis
            .filter((k) => k.row === row)
            .sort((a, b) => a.order - b.order)
            .map((k) => (
              // A KPI whose report has no data is "missing KPI data".
              <KpiTile key={`${k.id}-${k.name}`} kpi={k.data === undefined ? undefined : k} />
            ))}
        </div>
      ))}
    </div>
  );
}
