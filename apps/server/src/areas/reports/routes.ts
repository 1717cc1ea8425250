import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden, refused } from '../../http/errors';
import { limitsFor } from '../../settings/limits';
import { noQuery } from '../../http/request-schemas';
import { employeeEfficiency } from './employee-efficiency';
import { materialSummary, stockValue } from './material-summary';
import { materialTransactions } from './material-transactions';
import { mayOpen, REPORTS, reportCatalogue, type ReportKey } from './report-catalogue';
import {
  employeeEfficiencyCriteria,
  materialTransactionCriteria,
  pageOf,
  periodCriteria,
  requireFrequencyRange,
  requirePeriod,
  requireProcessType,
  slowMovingCriteria,
  stockValueCriteria,
} from './report-criteria';
import { slowMovingMaterials } from './slow-moving';

type Q = Record<string, unknown>;

/** The feature flag off answers like the other gated calls; the permission missing is a 403. */
function requireReport(request: FastifyRequest, key: ReportKey): void {
  if (mayOpen(request.caller, key)) return;
  const report = REPORTS.find((r) => r.key === key)!;
  if (!request.caller.features.includes(report.feature)) throw refused('Features.NotEnabled', `Feature ${report.feature} is not enabled`, { feature: report.feature });
  throw forbidden();
}

/**
 * Reports: GET /api/ReportData/... computed on the server, scoped to the
 * caller's business unit, paged with skip/take (at most takeLimit rows a page).
 */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const page = async (request: FastifyRequest, q: { skip?: number; take?: number }) => pageOf(q.skip, q.take, (await limitsFor(ctx, request.caller)).takeLimit);

  app.get('/api/ReportData/all', { schema: noQuery }, async (request) => ({ result: reportCatalogue(request.caller) }));

  app.get('/api/ReportData/locationRoles', { schema: noQuery, config: { permission: 'data/reports' } }, async (request) => {
    const { rows } = await ctx.db.query('select id, name, kind from location_roles where business_unit_id = $1 order by name', [request.caller.businessUnitId]);
    return { result: rows };
  });

  app.get('/api/ReportData/users', { schema: noQuery, config: { permission: 'data/report_employee_efficiency' } }, async (request) => {
    const { rows } = await ctx.db.query('select id, user_name as "userName", display_name as "displayName" from users where business_unit_id = $1 order by user_name', [
      request.caller.businessUnitId,
    ]);
    return { result: rows };
  });

  app.get<{ Querystring: Q }>('/api/ReportData/materialsummary', { schema: { querystring: periodCriteria }, config: { permission: 'data/reports' } }, async (request) => {
    requireReport(request, 'material-summary');
    const q = request.query as { dateFrom?: string; dateTo?: string; skip?: number; take?: number };
    const period = requirePeriod(q.dateFrom, q.dateTo);
    return { result: await materialSummary(ctx.db, request.caller.businessUnitId, period, request.query, await page(request, q)) };
  });

  app.get<{ Querystring: Q }>('/api/ReportData/stockValue', { schema: { querystring: stockValueCriteria }, config: { permission: 'data/reports' } }, async (request) => {
    requireReport(request, 'stock-value');
    const q = request.query as { date?: string; skip?: number; take?: number };
    // The quantity at the end of the day given; today's end when no date is given.
    const day = q.date ? requirePeriod(q.date, q.date.slice(0, 10)).to : requirePeriod(new Date().toISOString().slice(0, 10), new Date().toISOString().slice(0, 10)).to;
    return { result: await stockValue(ctx.db, request.caller.businessUnitId, day, request.query, await page(request, q)) };
  });

  const transactions = async (request: FastifyRequest, q: Q) => {
    requireReport(request, 'material-transaction');
    const c = q as {
      dateFrom?: string;
      dateTo?: string;
      processTypes?: string[];
      fromLocation?: string;
      toLocation?: string;
      materialsSKU?: string[];
      skip?: number;
      take?: number;
    };
    const period = requirePeriod(c.dateFrom, c.dateTo);
    requireProcessType(c.processTypes);
    return { result: await materialTransactions(ctx.db, request.caller.businessUnitId, { ...c, period, processTypes: c.processTypes! }, await page(request, c)) };
  };
  // Material transactions are asked for with a POST, the criteria as its body; the GET answers the same.
  app.post<{ Body: Q }>('/api/ReportData/materialTransactionOverview', { schema: { body: materialTransactionCriteria }, config: { permission: 'data/reports' } }, (request) =>
    transactions(request, request.body),
  );
  app.get<{ Querystring: Q }>(
    '/api/ReportData/materialTransactionOverview',
    { schema: { querystring: materialTransactionCriteria }, config: { permission: 'data/reports' } },
    (request) => transactions(request, request.query),
  );

  app.get<{ Querystring: Q }>('/api/ReportData/slowMovingMaterials', { schema: { querystring: slowMovingCriteria }, config: { permission: 'data/reports' } }, async (request) => {
    requireReport(request, 'slow-moving-materials');
    const q = request.query as {
      fromDate?: string;
      toDate?: string;
      processTypes?: string[];
      minPickingFrequency?: number;
      maxPickingFrequency?: number;
      locationRoles?: number[];
      materialName?: string;
      itemNumber?: string;
      skip?: number;
      take?: number;
    };
    const period = requirePeriod(q.fromDate, q.toDate);
    requireProcessType(q.processTypes);
    const { min, max } = requireFrequencyRange(q.minPickingFrequency, q.maxPickingFrequency);
    return { result: await slowMovingMaterials(ctx.db, request.caller.businessUnitId, { ...q, period, processTypes: q.processTypes!, min, max }, await page(request, q)) };
  });

  app.get<{ Querystring: Q }>(
    '/api/ReportData/employeeEfficiency',
    { schema: { querystring: employeeEfficiencyCriteria }, config: { permission: 'data/report_employee_efficiency' } },
    async (request) => {
      requireReport(request, 'employee-efficiency');
      const q = request.query as { dateFrom?: string; dateTo?: string; userIds?: number[]; processDefinitionId?: string; locationRoleIds?: number[]; skip?: number; take?: number };
      const period = requirePeriod(q.dateFrom, q.dateTo);
      return {
        result: await employeeEfficiency(
          ctx.db,
          request.caller.businessUnitId,
          { period, userIds: q.userIds, processType: q.processDefinitionId, locationRoleIds: q.locationRoleIds },
          await page(request, q),
        ),
      };
    },
  );
}
