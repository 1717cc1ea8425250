import { HttpError, type Work } from '@cockpit/server/sdk';

/**
 * A gain or a loss names one of the business unit's cause codes of that type (docs/decisions/0026-cause-codes.md). Matched without regard to case, as cause codes are unique per type that way;
 * the code as stored is what the transaction row records. Unknown: 400 naming the code.
 */
export async function causeCodeOf(w: Work, type: 'Gain' | 'Lose', value: string): Promise<string> {
  const [row] = await w.query<{ value: string }>('select value from cause_codes where business_unit_id = $1 and type = $2 and lower(value) = lower($3) order by id limit 1', [
    w.bu,
    type,
    value.trim(),
  ]);
  if (!row) throw new HttpError(400, 'Stock.UnknownCauseCode', `Unknown cause code "${value}": it is not a ${type} cause code of this business unit`, { causeCode: value, type });
  return row.value;
}
