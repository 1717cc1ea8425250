import { badRequest, businessUnitTimeZone, registerRoute, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { DashboardData, Kpi, Report } from '../routes';
import { availableWidgets, widgetFigures, type WidgetFigure } from './available-widgets';
import { dayBoundaries } from './day-boundaries';
import { assertNoDashboardClashes } from './contribution-clashes';
import { createFigureCache } from './figure-cache';
import { kpiValue, REPORTS, type ReportData } from './kpi-reports';
import { KPI_NAMES, kpiSettings, saveKpiSettings, type KpiName } from './kpi-settings';
import { loadPluginKpis, maySeeKpi, pluginKpiReport } from './plugin-kpis';

/**
 * The dashboard's calls: the available widgets with their figures, the KPIs and
 * their reports, and the KPI management page's save. Figures are computed per call from the
 * engine's tables, for the caller's business unit, on the server's clock.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The plugins' KPIs (plugin.json kpiFigures): computed here, for the caller's business unit, behind their permission.
  const pluginKpis = loadPluginKpis(ctx.config.pluginsDir, KPI_NAMES);
  // A widget type or KPI two plugins contribute stops the start, naming both.
  assertNoDashboardClashes(ctx.config.pluginsDir);
  const pluginNames = pluginKpis.map((k) => k.name);
  const pluginKpi = (name: string) => pluginKpis.find((k) => k.name === name);
  const isKnown = (name: string) => (KPI_NAMES as readonly string[]).includes(name) || Boolean(pluginKpi(name));
  const settingsFor = async (caller: { businessUnitId: number } & Parameters<typeof maySeeKpi>[0]) =>
    (await kpiSettings(ctx.db, caller.businessUnitId, pluginNames)).filter((k) => maySeeKpi(caller, pluginKpi(k.name)));
  const now = () => ctx.config.clock?.() ?? new Date();
  const today = async (businessUnitId: number) => dayBoundaries(ctx.db, now(), await businessUnitTimeZone(ctx.db, businessUnitId));
  // Figures per business unit until the engine changes something of it (figure-cache.ts); 30 s at most for writes that bypass the change feed.
  const widgetCache = createFigureCache<Map<string, WidgetFigure>>(ctx.changes, { maxAgeMs: 30_000 });
  const reportCache = createFigureCache<Map<string, ReportData>>(ctx.changes, { maxAgeMs: 30_000 });
  app.addHook('onClose', async () => {
    widgetCache.close();
    reportCache.close();
  });
  const dayKey = (day: { timeZone: string; today: string }) => `${day.timeZone} ${day.today}`;
  const reportsOf = async (bu: number) => {
    const day = await today(bu);
    return reportCache.get(bu, dayKey(day), async () => {
      const out = new Map<string, ReportData>();
      for (const name of KPI_NAMES) out.set(name, await REPORTS[name](ctx.db, bu, day));
      for (const kpi of pluginKpis) out.set(kpi.name, await pluginKpiReport(ctx.db, kpi, bu, day));
      return out;
    });
  };

  registerRoute(app, DashboardData.availableWidgets, async (request) => {
    const c = request.caller;
    const day = await today(c.businessUnitId);
    const figures = await widgetCache.get(c.businessUnitId, dayKey(day), () => widgetFigures(ctx.db, c.businessUnitId, day));
    return { result: await availableWidgets(ctx.db, c, day, figures) };
  });

  /** The KPIs with their values (id, name, value, enabled, row, order), in row and order. */
  registerRoute(app, Kpi.list, async (request) => {
    const bu = request.caller.businessUnitId;
    const data = await reportsOf(bu);
    const kpis = await settingsFor(request.caller);
    return { result: kpis.map((k) => ({ ...k, value: isKnown(k.name) ? kpiValue(data.get(k.name)!) : null })) };
  });

  const reports = async (caller: Parameters<typeof settingsFor>[0], only?: KpiName) => {
    const data = await reportsOf(caller.businessUnitId);
    const kpis = (await settingsFor(caller)).filter((k) => !only || k.name === only);
    return kpis.map((k) => ({
      id: k.id,
      name: k.name,
      enabled: k.enabled,
      // Unknown names answer without data: the console says which template or data is missing.
      reportDataJson: isKnown(k.name) ? JSON.stringify(data.get(k.name)) : null,
    }));
  };

  /** Every KPI's report (reportDataJson of its kind). */
  registerRoute(app, Report.all, async (request) => ({ result: await reports(request.caller) }));

  /** The picking tasks per location role report alone. */
  registerRoute(app, Report.locationRoles, async (request) => ({
    result: await reports(request.caller, 'PickingTasksPerLocationRole'),
  }));

  /** The KPI management page: which KPIs the business unit shows, in which row and order. */
  registerRoute(app, Kpi.save, async (request) => {
    const { kpis } = request.body;
    const unknown = kpis.find((k) => !isKnown(k.name));
    if (unknown) throw badRequest(`body/kpis: unknown KPI "${unknown.name}" (known: ${[...KPI_NAMES, ...pluginNames].join(', ')})`);
    const names = new Set(kpis.map((k) => k.name));
    const ids = new Set(kpis.map((k) => k.id));
    if (names.size !== kpis.length || ids.size !== kpis.length) throw badRequest('body/kpis: each KPI once (names and ids must not repeat)');
    await saveKpiSettings(ctx.db, request.caller.businessUnitId, kpis);
    return { result: await settingsFor(request.caller) };
  });
}
