import type { LocationInput } from '@cockpit/contracts/routes/locations';

/** The location dialog's fields: the request schemas are the route table's (packages/contracts/src/routes/locations.ts). */
export { LOCATION_STATUSES, type LocationInput } from '@cockpit/contracts/routes/locations';

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
