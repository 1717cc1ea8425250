import type { CockpitRuntime } from '@cockpit/core/runtime';
import { cleanCriteria, type ReportDefinition, type ReportPage } from './report-definitions';

export type { ReportPage } from './report-definitions';

/** One page of a report from the server (skip/take), silent: the page shows a refusal itself. */
export function fetchReportPage(runtime: CockpitRuntime, def: ReportDefinition, criteria: Record<string, unknown>, skip: number, take: number): Promise<ReportPage> {
  return def.fetchPage(runtime.api, { ...cleanCriteria(criteria), skip, take });
}

/**
 * Every row of a report for a document, page by page (takeLimit rows a call), up to `max` rows.
 * A capped count (material transactions) is a floor: pages are fetched until one is not full.
 */
export async function fetchAllRows(runtime: CockpitRuntime, def: ReportDefinition, criteria: Record<string, unknown>, takeLimit: number, max = 100_000) {
  const rows: Record<string, unknown>[] = [];
  let totalValue: number | undefined;
  while (rows.length < max) {
    const page = await fetchReportPage(runtime, def, criteria, rows.length, Math.min(takeLimit, max - rows.length));
    totalValue = page.totalValue;
    rows.push(...page.data);
    if (page.data.length === 0 || (!page.totalCountCapped && rows.length >= page.totalCount)) break;
  }
  return { rows, totalCount: rows.length, totalValue };
}
