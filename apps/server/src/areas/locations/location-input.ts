import { nullableNumber, nullableText, requiredText } from '../master-data-common/request-schemas';

/** The location dialog's fields, plus the two pick flags the list shows. */
export interface LocationInput {
  name?: string;
  fillFactor?: number | null;
  maxWeight?: number | null;
  length?: number | null;
  height?: number | null;
  width?: number | null;
  weight?: number | null;
  volume?: number | null;
  status?: string;
  locationRoleId?: number | null;
  abc?: 'A' | 'B' | 'C' | null;
  pickingSequence?: number | null;
  erpClassificationId?: number | null;
  controlNumber?: string | null;
  availableForPick?: boolean;
  hidden?: boolean;
}

export const LOCATION_STATUSES = ['Active', 'Inactive', 'Blocked'] as const;

const properties = {
  name: requiredText(100),
  // The share of the volume that may be filled: above 0, at most 1, two decimals.
  fillFactor: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1 },
  maxWeight: nullableNumber(),
  length: nullableNumber(),
  height: nullableNumber(),
  width: nullableNumber(),
  weight: nullableNumber(),
  volume: nullableNumber(),
  status: { enum: LOCATION_STATUSES },
  locationRoleId: { type: ['integer', 'null'], minimum: 1 },
  abc: { enum: ['A', 'B', 'C', null] },
  pickingSequence: { type: ['integer', 'null'], minimum: 0 },
  erpClassificationId: { type: ['integer', 'null'], minimum: 1 },
  controlNumber: nullableText(50),
  availableForPick: { type: 'boolean' },
  hidden: { type: 'boolean' },
} as const;

// A new location needs its role: the warehouse engine decides by the role what a location is for.
export const createLocationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'locationRoleId'],
  properties: { ...properties, locationRoleId: { type: 'integer', minimum: 1 } },
} as const;
export const updateLocationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...properties },
} as const;

/** Dialog field → column. */
export const LOCATION_COLUMNS: Array<[keyof LocationInput, string]> = [
  ['name', 'name'],
  ['fillFactor', 'fill_factor'],
  ['maxWeight', 'weight_maximum'],
  ['length', 'length'],
  ['height', 'height'],
  ['width', 'width'],
  ['weight', 'weight'],
  ['volume', 'volume'],
  ['status', 'state'],
  ['locationRoleId', 'location_role_id'],
  ['abc', 'abc_group'],
  ['pickingSequence', 'picking_sequence'],
  ['erpClassificationId', 'erp_classification_id'],
  ['controlNumber', 'control_number'],
  ['availableForPick', 'available_for_pick'],
  ['hidden', 'hidden'],
];
