import type { BarChartRow } from '../widget-data';

/** Prepared in orange, InProgress in yellow (platform.md §9). */
export const BAR_COLOURS = { Prepared: '#f28c28', InProgress: '#f5c518' } as const;

/**
 * The value axis (platform.md §9): its maximum is the highest count plus 20 %, with integer ticks
 * only (at most six, evenly spaced, never a fraction of a task).
 */
export function chartScale(rows: readonly BarChartRow[]): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...rows.flatMap((r) => [r.Prepared, r.InProgress]));
  const max = Math.max(1, highest * 1.2);
  const step = Math.max(1, Math.ceil(Math.floor(max) / 5));
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  return { max, ticks };
}
