import { Type } from '@cockpit/contracts';

/**
 * The criteria of the reports as JSON schemas. The required criteria are not `required` in the
 * schema on purpose: a missing date range is a business rule the console shows in the user's
 * language (Errors.Reports.*), not a schema error. Written as plain JSON Schema (wrapped with
 * Type.Unsafe) so that what is accepted and the validator's messages stay as they were.
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

interface Paging {
  skip?: number;
  take?: number;
}
interface MaterialCriteria {
  itemNumber?: string;
  materialName?: string;
  materialGroup?: string;
}
export interface PeriodCriteria extends MaterialCriteria, Paging {
  dateFrom?: string;
  dateTo?: string;
}
export interface StockValueCriteria extends MaterialCriteria, Paging {
  date?: string;
}
export interface MaterialTransactionCriteria extends Paging {
  dateFrom?: string;
  dateTo?: string;
  fromLocation?: string;
  toLocation?: string;
  processTypes?: (typeof PROCESS_TYPES)[number][];
  materialsSKU?: string[];
}
export interface SlowMovingCriteria extends Paging {
  fromDate?: string;
  toDate?: string;
  materialName?: string;
  itemNumber?: string;
  minPickingFrequency?: number;
  maxPickingFrequency?: number;
  locationRoles?: number[];
  processTypes?: (typeof TASK_PROCESS_TYPES)[number][];
}
export interface EmployeeEfficiencyCriteria extends Paging {
  dateFrom?: string;
  dateTo?: string;
  userIds?: number[];
  processDefinitionId?: (typeof TASK_PROCESS_TYPES)[number];
  locationRoleIds?: number[];
}

export const materialTransactionCriteria = Type.Unsafe<MaterialTransactionCriteria>({
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
});

export const slowMovingCriteria = Type.Unsafe<SlowMovingCriteria>({
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
});

export const employeeEfficiencyCriteria = Type.Unsafe<EmployeeEfficiencyCriteria>({
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
});

export const periodCriteria = Type.Unsafe<PeriodCriteria>({
  type: 'object',
  additionalProperties: false,
  properties: { dateFrom: date, dateTo: date, itemNumber: text, materialName: text, materialGroup: text, ...paging },
});

export const stockValueCriteria = Type.Unsafe<StockValueCriteria>({
  type: 'object',
  additionalProperties: false,
  properties: { date, itemNumber: text, materialName: text, materialGroup: text, ...paging },
});
