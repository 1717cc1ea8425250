import { BarItem, ResponsiveBar, type BarDatum, type BarItemProps } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import type { BarChartRow } from '../widget-data';
import { BAR_COLOURS, chartScale } from './chart-scale';

const SERIES = ['Prepared', 'InProgress'] as const;

/**
 * nivo puts a bar's aria-label on its <rect>, which has no role (axe: aria-prohibited-attr). Each
 * bar is drawn inside a group with role="img" that carries the name instead ("<area> <state>: <n>").
 */
function NamedBar<D extends BarDatum>(props: BarItemProps<D>) {
  const name = props.ariaLabel?.(props.bar.data);
  return (
    <g role="img" aria-label={name}>
      <BarItem<D> {...props} ariaLabel={undefined} />
    </g>
  );
}

/**
 * Code 6, picking per area: grouped bars of Prepared (orange)
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
        // nice: false, or the scale rounds the maximum up (36 became 40).
        valueScale={{ type: 'linear', min: 0, max, nice: false }}
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
        // The chart is a named group of named bars (axe: an svg with role img needs a name).
        role="group"
        ariaLabel={t('Dashboard.chart.label')}
        barComponent={NamedBar}
        barAriaLabel={(d) => `${d.indexValue} ${label(d.id)}: ${d.formattedValue}`}
      />
    </div>
  );
}
