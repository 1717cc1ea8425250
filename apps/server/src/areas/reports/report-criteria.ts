import { refused } from '../../http/errors';

/**
 * The criteria of the reports as JSON schemas, and the rules on which criteria each report
 * requires. The required criteria are not `required`
 * in the JSON schema on purpose: a missing date range is a business rule the console shows in the
 * user's language (Errors.Reports.*), not a schema error.
 */

export const PROCESS_TYPES = [
  'InitialStock',
  'Picking',
  'Replenishment',
  'Movement',
  'PutAway',
  'Receipt',
  'Gain',
  'Loss',
  'InventoryGain',
  'InventoryLoss',
  'PickAdjustment',
  'Shipping',
] as const;

/** Task process types (processDefinitionName of a task). */
export const TASK_PROCESS_TYPES = ['Picking', 'Replenishment', 'Movement', 'PutAway', 'Inventory'] as const;

const date = { type: 'string', maxLength: 30, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' } as const;
const text = { type: 'string', maxLength: 200 } as const;
const paging = {
  skip: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  take: { type: 'integer', minimum: 1, maximum: 100_000 },
} as const;

export const materialTransactionCriteria = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dateFrom: date,
    dateTo: date,
    fromLocation: text,
    toLocation: text,
    processTypes: { type: 'array', maxItems: PROCESS_TYPES.length, items: { type: 'string', enum: PROCESS_TYPES } },
    materialsSKU: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 100 } },
    ...paging,
  },
} as const;

export const slowMovingCriteria = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fromDate: date,
    toDate: date,
    materialName: text,
    itemNumber: text,
    minPickingFrequency: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    maxPickingFrequency: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    locationRoles: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 } },
    // Slow-moving materials require a process type, so the criteria take one.
    processTypes: { type: 'array', maxItems: TASK_PROCESS_TYPES.length, items: { type: 'string', enum: TASK_PROCESS_TYPES } },
    ...paging,
  },
} as const;

export const employeeEfficiencyCriteria = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dateFrom: date,
    dateTo: date,
    userIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } },
    processDefinitionId: { type: 'string', enum: TASK_PROCESS_TYPES },
    locationRoleIds: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 } },
    ...paging,
  },
} as const;

export const periodCriteria = {
  type: 'object',
  additionalProperties: false,
  properties: { dateFrom: date, dateTo: date, itemNumber: text, materialName: text, materialGroup: text, ...paging },
} as const;

export const stockValueCriteria = {
  type: 'object',
  additionalProperties: false,
  properties: { date, itemNumber: text, materialName: text, materialGroup: text, ...paging },
} as const;

/** A period as half-open instants [from, to): a date-only "to" takes in the whole day. */
export interface Period {
  from: Date;
  to: Date;
}

function instant(value: string, endOfDay: boolean): Date {
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) throw refused('Reports.BadDate', 'Bad input', { value });
  if (endOfDay && value.length === 10) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** A date range is required; the start may not lie after the end. */
export function requirePeriod(from: string | undefined, to: string | undefined): Period {
  if (!from || !to) throw refused('Reports.DateRangeRequired', 'Date range is required');
  const period = { from: instant(from, false), to: instant(to, true) };
  if (period.from >= period.to) throw refused('Reports.DateRangeOrder', 'The start of the date range must be before its end');
  return period;
}

export function requireProcessType(types: readonly string[] | string | undefined): void {
  if (!types || types.length === 0) throw refused('Reports.ProcessTypeRequired', 'Process type is required');
}

/** Slow-moving: the picking frequency range is required and its minimum may not exceed its maximum. */
export function requireFrequencyRange(min: number | undefined, max: number | undefined): { min: number; max: number } {
  if (min === undefined || max === undefined) throw refused('Reports.FrequencyRangeRequired', 'Picking frequency range is required');
  if (min > max) throw refused('Reports.FrequencyRangeOrder', 'The minimum picking frequency cannot be greater than the maximum');
  return { min, max };
}

/** Sales history period for forecasts: required and not in the future. */
export function requireSalesHistoryPeriod(from: string | undefined, to: string | undefined, now = new Date()): Period {
  if (!from || !to) throw refused('Reports.SalesHistoryRequired', 'Sales history period is required');
  const period = requirePeriod(from, to);
  if (instant(to, false) > now || period.from > now) throw refused('Reports.SalesHistoryInFuture', 'Sales history period cannot be in the future');
  return period;
}

/** skip/take: a page of at most takeLimit rows; without take, the first takeLimit rows. */
export function pageOf(skip: number | undefined, take: number | undefined, takeLimit: number): { skip: number; take: number } {
  return { skip: skip ?? 0, take: Math.min(take ?? takeLimit, takeLimit) };
}
