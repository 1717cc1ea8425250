import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import type { BarChartRow } from '../widget-data';
import { BAR_COLOURS, chartScale } from './chart-scale';

const SERIES = ['Prepared', 'InProgress'] as const;

/**
 * Code 6, picking per area (platform.md §3 "Bar chart row", §9): grouped bars of Prepared (orange)
 * and InProgress (yellow) tasks per area, axis to the highest count plus 20 %, integer ticks. A
 * bar click opens the tasks grid filtered to that area and state.
 */
export default function PickingBarChart({ rows, onBar }: { rows: BarChartRow[]; onBar(row: BarChartRow, series: 'Prepared' | 'InProgress'): void }) {
  const { t } = useTranslation();
  const { max, ticks } = chartScale(rows);
  if (rows.length === 0) return <p className="dashboard-chart dashboard-chart--empty">{t('Dashboard.chart.empty')}</p>;
  const label = (id: string | number) => t(`Dashboard.chart.${id}`);
  return (
    <div className="dashboard-chart" role="group" aria-label={t('Dashboard.chart.label')} data-testid="picking-chart">
      <ResponsiveBar
        data={rows.map((r) => ({ ...r, Key: r.Key || t('Dashboard.kpi.noRole') }))}
        keys={[...SERIES]}
        indexBy="Key"
        groupMode="grouped"
        margin={{ top: 10, right: 10, bottom: 46, left: 40 }}
        padding={0.25}
        innerPadding={2}
        valueScale={{ type: 'linear', min: 0, max }}
        colors={({ id }) => BAR_COLOURS[id as keyof typeof BAR_COLOURS]}
        axisLeft={{ tickValues: ticks, format: (v) => String(v) }}
        gridYValues={ticks}
        axisBottom={{ tickRotation: rows.length > 4 ? -30 : 0 }}
        enableLabel={false}
        animate={false}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'bottom',
            direction: 'row',
            translateY: 44,
            itemWidth: 100,
            itemHeight: 14,
            symbolSize: 10,
            data: SERIES.map((s) => ({ id: s, label: label(s), color: BAR_COLOURS[s] })),
          },
        ]}
        tooltipLabel={(d) => `${d.indexValue} – ${label(d.id)}`}
        onClick={(bar) => {
          const row = rows.find((r) => (r.Key || t('Dashboard.kpi.noRole')) === bar.indexValue);
          if (row) onBar(row, bar.id as 'Prepared' | 'InProgress');
        }}
        // The chart is a group of named bars (axe: an svg img needs a name, and a rect may carry
        // aria-label only with a role), so each bar reads as "<area> <state>: <count>".
        role="group"
        ariaLabel={t('Dashboard.chart.label')}
        barRole="img"
        barAriaLabel={(d) => `${d.indexValue} ${label(d.id)}: ${d.formattedValue}`}
      />
    </div>
  );
}
