import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { noQuery } from '../master-data-common/request-schemas';
import { availableWidgets } from './available-widgets';
import { businessUnitTimeZone, dayBoundaries } from './day-boundaries';
import { kpiValue, REPORTS } from './kpi-reports';
import { KPI_NAMES, kpiSettings, saveKpiSettings, type KpiName, type KpiSetting } from './kpi-settings';

const KPI_PERMISSION = 'header/settings/kpi';
const KPI_MANAGEMENT_PERMISSION = 'header/settings/kpi-management';

const kpiBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kpis'],
  properties: {
    kpis: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'enabled', 'row', 'order'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 1000 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          enabled: { type: 'boolean' },
          row: { type: 'integer', minimum: 0, maximum: 20 },
          order: { type: 'integer', minimum: 0, maximum: 100 },
        },
      },
    },
  },
} as const;

const isKnown = (name: string): name is KpiName => (KPI_NAMES as readonly string[]).includes(name);

/**
 * The dashboard's calls (platform.md §7): the available widgets with their figures, the KPIs and
 * their reports, and the KPI management page's save. Figures are computed per call from the
 * engine's tables, for the caller's business unit, on the server's clock.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const now = () => ctx.config.clock?.() ?? new Date();
  const today = async (businessUnitId: number) => dayBoundaries(ctx.db, now(), await businessUnitTimeZone(ctx.db, businessUnitId));

  app.get('/api/Dashboard/availableWidgets', { schema: noQuery }, async (request) => {
    const c = request.caller;
    return { result: await availableWidgets(ctx.db, c, await today(c.businessUnitId)) };
  });

  /** The KPIs with their values (id, name, value, enabled, row, order), in row and order. */
  app.get('/api/Kpi', { schema: noQuery, config: { permission: KPI_PERMISSION } }, async (request) => {
    const bu = request.caller.businessUnitId;
    const day = await today(bu);
    const kpis = await kpiSettings(ctx.db, bu);
    return {
      result: await Promise.all(kpis.map(async (k) => ({ ...k, value: isKnown(k.name) ? kpiValue(await REPORTS[k.name](ctx.db, bu, day)) : null }))),
    };
  });

  const reports = async (bu: number, only?: KpiName) => {
    const day = await today(bu);
    const kpis = (await kpiSettings(ctx.db, bu)).filter((k) => !only || k.name === only);
    return Promise.all(
      kpis.map(async (k) => ({
        id: k.id,
        name: k.name,
        enabled: k.enabled,
        // Unknown names answer without data: the console says which template or data is missing.
        reportDataJson: isKnown(k.name) ? JSON.stringify(await REPORTS[k.name](ctx.db, bu, day)) : null,
      })),
    );
  };

  /** Every KPI's report (reportDataJson of its kind). */
  app.get('/api/Report', { schema: noQuery, config: { permission: KPI_PERMISSION } }, async (request) => ({ result: await reports(request.caller.businessUnitId) }));

  /** The picking tasks per location role report alone. */
  app.get('/api/Report/locationRoles', { schema: noQuery, config: { permission: KPI_PERMISSION } }, async (request) => ({
    result: await reports(request.caller.businessUnitId, 'PickingTasksPerLocationRole'),
  }));

  /** The KPI management page: which KPIs the business unit shows, in which row and order. */
  app.put<{ Body: { kpis: KpiSetting[] } }>('/api/Kpi', { schema: { body: kpiBody }, config: { permission: KPI_MANAGEMENT_PERMISSION } }, async (request) => {
    const { kpis } = request.body;
    const unknown = kpis.find((k) => !isKnown(k.name));
    if (unknown) throw badRequest(`body/kpis: unknown KPI "${unknown.name}" (known: ${KPI_NAMES.join(', ')})`);
    const names = new Set(kpis.map((k) => k.name));
    const ids = new Set(kpis.map((k) => k.id));
    if (names.size !== kpis.length || ids.size !== kpis.length) throw badRequest('body/kpis: each KPI once (names and ids must not repeat)');
    await saveKpiSettings(ctx.db, request.caller.businessUnitId, kpis);
    return { result: await kpiSettings(ctx.db, request.caller.businessUnitId) };
  });
}
