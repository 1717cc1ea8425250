/**
 * Widget refresh: a new fetch happens when the elapsed minutes reach
 * reportDataRefreshMinutes. 0 (the client default) means no timed refresh; the figures still
 * follow the engine's changes over the live hub (use-dashboard-data.ts).
 */
export function refreshDue(fetchedAt: number, now: number, refreshMinutes: number): boolean {
  if (!(refreshMinutes > 0) || fetchedAt === 0) return false;
  return Math.floor((now - fetchedAt) / 60_000) >= refreshMinutes;
}

/** The engine's lists whose changes move the dashboard's figures (their hub view names). */
export const FIGURE_VIEWS = ['OutgoingOrder', 'IngoingOrder', 'Task'] as const;

/** Changes arriving closer together than this are read back once (a prepare of 100 orders is one refetch). */
export const LIVE_REFETCH_MS = 400;
