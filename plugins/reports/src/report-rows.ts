import type { CockpitRuntime } from '@cockpit/core/runtime';
import { cleanCriteria, type ReportDefinition } from './report-definitions';

export interface ReportPage {
  data: Record<string, unknown>[];
  totalCount: number;
  totalValue?: number;
  /** Material transactions count up to 100,000 rows; more are "100,000+". */
  totalCountCapped?: boolean;
}

/** One page of a report from the server (skip/take), silent: the page shows a refusal itself. */
export function fetchReportPage(runtime: CockpitRuntime, def: ReportDefinition, criteria: Record<string, unknown>, skip: number, take: number): Promise<ReportPage> {
  const request = { ...cleanCriteria(criteria), skip, take };
  return def.sendAsBody
    ? runtime.api.call<ReportPage>(def.call, { body: request, silent: true })
    : runtime.api.call<ReportPage>(def.call, { query: request as Record<string, string | number | boolean | (string | number)[]>, silent: true });
}

/** Every row of a report for a document, page by page (takeLimit rows a call), up to `max` rows. */
export async function fetchAllRows(runtime: CockpitRuntime, def: ReportDefinition, criteria: Record<string, unknown>, takeLimit: number, max = 100_000) {
  const rows: Record<string, unknown>[] = [];
  let total = Infinity;
  let totalValue: number | undefined;
  while (rows.length < Math.min(total, max)) {
    const page = await fetchReportPage(runtime, def, criteria, rows.length, takeLimit);
    total = page.totalCount;
    totalValue = page.totalValue;
    rows.push(...page.data);
    if (page.data.length === 0) break;
  }
  return { rows, totalCount: total === Infinity ? 0 : total, totalValue };
}
