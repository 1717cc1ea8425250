import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routeKeyPrefix, routeQueryOptions } from '@cockpit/core/api';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import type { KpiTemplateProps } from '@cockpit/core/plugin';
import { DashboardRefs } from '../route-refs';
import { FIGURE_VIEWS, LIVE_REFETCH_MS, refreshDue } from './refresh-timing';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * The enabled KPIs with their reports: under the KPI list's key, so that invalidating the KPI list
 * (the KPI management page's save) reaches the dashboard's tiles too.
 */
export const KPI_KEY = [...routeKeyPrefix(DashboardRefs.kpiList), 'withReports'] as const;

export type DashboardKpi = KpiTemplateProps['kpi'] & { row: number; order: number };

/** The widgets with their figures (the available-widgets call; the dashboard-settings page reads and refreshes the same cache). */
export function useAvailableWidgets() {
  const runtime = useRuntime();
  return useQuery(routeQueryOptions(runtime.api, DashboardRefs.availableWidgets));
}

/**
 * The enabled KPIs with their report data, in row and order (header/settings/kpi; without it,
 * none). A report without data keeps `data` undefined, so the tile says the data is missing.
 */
export function useKpis() {
  const runtime = useRuntime();
  const can = useCan();
  const allowed = can(permissionPath('header', 'kpi'));
  return useQuery({
    queryKey: KPI_KEY,
    enabled: allowed,
    queryFn: async (): Promise<DashboardKpi[]> => {
      const [kpis, reports] = await Promise.all([runtime.api.call(DashboardRefs.kpiList), runtime.api.call(DashboardRefs.reportAll)]);
      return kpis
        .filter((k) => k.enabled)
        .map((k) => {
          const report = reports.find((r) => r.id === k.id && r.name === k.name);
          return { id: k.id, name: k.name, value: k.value, data: readJson(report?.reportDataJson), row: k.row, order: k.order };
        });
    },
  });
}

function readJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the figures fresh: a timed refetch when the elapsed minutes reach reportDataRefreshMinutes
 * (checked with the once-a-second tick), and a refetch
 * shortly after any change the engine publishes on the lists the figures count (orders, tasks),
 * so the dashboard follows the warehouse within about a second without a reload.
 */
export function useFigureRefresh(fetchedAt: number, now: number) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const minutes = useSettings((s) => s.reportDataRefreshMinutes);
  const refetch = useRef(() => {
    void queryClient.invalidateQueries({ queryKey: routeKeyPrefix(DashboardRefs.availableWidgets) });
    void queryClient.invalidateQueries({ queryKey: KPI_KEY });
  });

  useEffect(() => {
    if (refreshDue(fetchedAt, now, minutes)) refetch.current();
  }, [fetchedAt, now, minutes]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        refetch.current();
      }, LIVE_REFETCH_MS);
    };
    const stops = FIGURE_VIEWS.map((view) => runtime.live.subscribe(view, 'master', onChange));
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [runtime]);
}
