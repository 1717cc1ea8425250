import type { MaterialTransactionCriteria } from '../rules/criteria-schemas';
import { businessUnitTimeZone, dayIn, limitsFor, registerRoute, type AppContext, type Caller, type FastifyInstance } from '@cockpit/server/sdk';
import { ReportData } from '../routes';
import { employeeEfficiency } from './employee-efficiency';
import { materialSummary, stockValue } from './material-summary';
import { materialTransactions } from './material-transactions';
import { reportCatalogue } from './report-catalogue';
import { pageOf, requireFrequencyRange, requirePeriod, requireProcessType } from './report-criteria';
import { slowMovingMaterials } from './slow-moving';

/**
 * Reports: GET /api/ReportData/... computed on the server, scoped to the caller's business unit,
 * paged with skip/take (at most takeLimit rows a page). Each report's route declares its permission
 * (403 without it) and its feature flag (refused as the other gated calls, 422 Features.NotEnabled).
 */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const page = async (caller: Caller, q: { skip?: number; take?: number }) => pageOf(q.skip, q.take, (await limitsFor(ctx, caller)).takeLimit);
  // A date of a report's criteria is a day of the caller's business unit, as the dashboard's "today" is.
  const zone = (caller: Caller) => businessUnitTimeZone(ctx.db, caller.businessUnitId);

  registerRoute(app, ReportData.all, async (request) => ({ result: reportCatalogue(request.caller) }));

  registerRoute(app, ReportData.locationRoles, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; name: string; kind: string }>('select id, name, kind from location_roles where business_unit_id = $1 order by name', [
      request.caller.businessUnitId,
    ]);
    return { result: rows };
  });

  registerRoute(app, ReportData.users, async (request) => {
    const { rows } = await ctx.db.query<{ id: number; userName: string; displayName: string | null }>(
      'select id, user_name as "userName", display_name as "displayName" from users where business_unit_id = $1 order by user_name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, ReportData.materialsummary, async (request) => {
    const q = request.query;
    const period = requirePeriod(q.dateFrom, q.dateTo, await zone(request.caller));
    return { result: await materialSummary(ctx.db, request.caller.businessUnitId, period, q, await page(request.caller, q)) };
  });

  registerRoute(app, ReportData.stockValue, async (request) => {
    const q = request.query;
    // The quantity at the end of the day given; today's end when no date is given.
    const timeZone = await zone(request.caller);
    const today = dayIn(new Date(), timeZone);
    const day = q.date ? requirePeriod(q.date, q.date.slice(0, 10), timeZone).to : requirePeriod(today, today, timeZone).to;
    return { result: await stockValue(ctx.db, request.caller.businessUnitId, day, q, await page(request.caller, q)) };
  });

  const transactions = async (caller: Caller, c: MaterialTransactionCriteria) => {
    const period = requirePeriod(c.dateFrom, c.dateTo, await zone(caller));
    requireProcessType(c.processTypes);
    return { result: await materialTransactions(ctx.db, caller.businessUnitId, { ...c, period, processTypes: c.processTypes! }, await page(caller, c)) };
  };
  // Material transactions are asked for with a POST, the criteria as its body; the GET answers the same.
  registerRoute(app, ReportData.materialTransactionOverview, (request) => transactions(request.caller, request.body));
  registerRoute(app, ReportData.materialTransactionOverviewByQuery, (request) => transactions(request.caller, request.query));

  registerRoute(app, ReportData.slowMovingMaterials, async (request) => {
    const q = request.query;
    const period = requirePeriod(q.fromDate, q.toDate, await zone(request.caller));
    requireProcessType(q.processTypes);
    const { min, max } = requireFrequencyRange(q.minPickingFrequency, q.maxPickingFrequency);
    return { result: await slowMovingMaterials(ctx.db, request.caller.businessUnitId, { ...q, period, processTypes: q.processTypes!, min, max }, await page(request.caller, q)) };
  });

  registerRoute(app, ReportData.employeeEfficiency, async (request) => {
    const q = request.query;
    const timeZone = await zone(request.caller);
    const period = requirePeriod(q.dateFrom, q.dateTo, timeZone);
    return {
      result: await employeeEfficiency(
        ctx.db,
        request.caller.businessUnitId,
        { period, timeZone, userIds: q.userIds, processType: q.processDefinitionId, locationRoleIds: q.locationRoleIds },
        await page(request.caller, q),
      ),
    };
  });
}
