import type { BarChartRow } from '../widget-data';

/** Prepared in orange, InProgress in yellow. */
export const BAR_COLOURS = { Prepared: '#f28c28', InProgress: '#f5c518' } as const;

/**
 * The value axis: its maximum is the highest count plus 20 % exactly (30 -> 36; the chart must
 * not round it up to a "nice" 40), with integer ticks only (at most seven, evenly spaced, never a
 * fraction of a task). When the maximum is whole, the ticks end on it where an even step allows.
 */
export function chartScale(rows: readonly BarChartRow[]): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...rows.flatMap((r) => [r.Prepared, r.InProgress]));
  const max = Math.max(1, Math.round(highest * 1.2 * 1e9) / 1e9);
  let step = Math.max(1, Math.ceil(Math.floor(max) / 5));
  if (Number.isInteger(max)) {
    for (let s = Math.max(1, Math.ceil(max / 6)); s <= Math.ceil(max / 3); s++) {
      if (max % s === 0) {
        step = s;
        break;
      }
    }
  }
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  return { max, ticks };
}
