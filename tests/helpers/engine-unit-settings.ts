import type { EngineFixture } from './engine-fixture';

/** The value of the Demo unit's first cause code of this type (what a picker picks for a gain or a loss). */
export const causeCodeOf = async (f: EngineFixture, type: 'Gain' | 'Lose') =>
  (await f.one<{ value: string }>('select value from cause_codes where business_unit_id = $1 and type = $2 order by id limit 1', [f.bu, type])).value;

/** The unit's code switch (e.g. RequireCauseCodeOnDeviation) on for `body`, then as it was. */
export async function withCodeSwitch(f: EngineFixture, codeSwitch: string, body: () => Promise<void>): Promise<void> {
  const inserted = await f.rows(`insert into business_unit_code_switches (business_unit_id, code_switch) values ($1, $2) on conflict do nothing returning code_switch`, [
    f.bu,
    codeSwitch,
  ]);
  try {
    await body();
  } finally {
    if (inserted.length) await f.db.query(`delete from business_unit_code_switches where business_unit_id = $1 and code_switch = $2`, [f.bu, codeSwitch]);
  }
}
