import { insertRows, type Queryable } from '@cockpit/server/sdk';

const CAUSE_CODES: Array<[string, string, string]> = [
  ['Gain', 'FOUND', 'Found during count'],
  ['Gain', 'RETURN', 'Customer return'],
  ['Gain', 'CORR+', 'Correction (gain)'],
  ['Lose', 'DAMAGED', 'Damaged'],
  ['Lose', 'EXPIRED', 'Expired'],
  ['Lose', 'MISSING', 'Missing'],
  ['Lose', 'SAMPLE', 'Used as sample'],
  ['Lose', 'CORR-', 'Correction (loss)'],
  ['Move', 'REORG', 'Reorganisation'],
  ['Move', 'REPLEN', 'Manual replenishment'],
  ['Deviation', 'SHORT', 'Short pick'],
  ['Deviation', 'WRONGLOC', 'Stock in wrong location'],
  ['Deviation', 'BROKEN', 'Broken on pick'],
  ['Inventory', 'COUNTDIFF', 'Count difference'],
  ['Inventory', 'RECOUNT', 'Recount requested'],
];

/** The demo's cause codes, the same for each business unit: the reasons the gain, lose, move, deviation and count dialogs offer. */
export async function seedCauseCodes(db: Queryable, businessUnitIds: number[]): Promise<void> {
  for (const bu of businessUnitIds) {
    await insertRows(
      db,
      'cause_codes',
      ['business_unit_id', 'type', 'value', 'display_text'],
      CAUSE_CODES.map((c) => [bu, ...c]),
    );
  }
}
