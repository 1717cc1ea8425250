import type { Queryable } from '@cockpit/server/sdk';

export interface JobInstructions {
  jobId: number;
  name: string;
  state: string;
  instruction: string | null;
  steps: Array<{
    taskId: number;
    sequence: number | null;
    state: string;
    fromLocation: string | null;
    toLocation: string | null;
    materialItemNo: string;
    quantity: number;
    text: string;
  }>;
}

/**
 * GET /api/Job/instructions/{id}: what the job asks of the operator, step by step in walking
 * order, with the supervisor's deviating instruction when one was given.
 */
export async function jobInstructions(db: Queryable, businessUnitId: number, jobId: number): Promise<JobInstructions | undefined> {
  const { rows: jobs } = await db.query<{ id: number; name: string; state: string; instruction: string | null }>(
    'select id, name, state, instruction from jobs where id = $1 and business_unit_id = $2',
    [jobId, businessUnitId],
  );
  if (!jobs[0]) return undefined;
  const { rows: steps } = await db.query<JobInstructions['steps'][number] & { type: string }>(
    `select t.id as "taskId", t.job_sequence as sequence, t.state, fl.name as "fromLocation", tl.name as "toLocation", m.item_no as "materialItemNo",
            t.requested_quantity::int as quantity, t.task_type as type
       from tasks t join materials m on m.id = t.material_id left join locations fl on fl.id = t.from_location_id left join locations tl on tl.id = t.to_location_id
      where t.job_id = $1 order by t.job_sequence nulls last, t.id`,
    [jobId],
  );
  return {
    jobId: jobs[0].id,
    name: jobs[0].name,
    state: jobs[0].state,
    instruction: jobs[0].instruction,
    steps: steps.map(({ type, ...s }) => ({
      ...s,
      text: type === 'InventoryCountTask' ? `Count ${s.materialItemNo} at ${s.fromLocation}` : `Take ${s.quantity} x ${s.materialItemNo} from ${s.fromLocation} to ${s.toLocation}`,
    })),
  };
}
