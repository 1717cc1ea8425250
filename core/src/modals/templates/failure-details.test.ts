import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { detailEntries } from './failure-details';

const catalogue: Record<string, string> = {
  'ErrorDetails.taskState': 'Opgavestatus',
  'ErrorDetails.taskType': 'Opgavetype',
  'ErrorDetails.allowingStates': 'Tilladt når',
  'Enums.TaskState.Prepared': 'Klargjort',
  'Enums.TaskState.Initial': 'Oprettet',
  'Enums.TaskType.InventoryCountTask': 'Optælling',
};
const t = ((key: string, o?: { defaultValue?: string }) => catalogue[key] ?? o?.defaultValue ?? key) as unknown as TFunction;
const exists = (key: string) => key in catalogue;

describe('detailEntries', () => {
  it('labels each detail and translates state and type values from their enums, leaving out empty ones', () => {
    const entries = detailEntries(
      { taskState: 'Prepared', taskType: 'InventoryCountTask', jobState: null, jobName: 'Job 7', allowingStates: { taskState: ['Initial', 'Prepared'] } },
      t,
      exists,
    );
    expect(entries).toEqual([
      { key: 'taskState', label: 'Opgavestatus', value: 'Klargjort' },
      { key: 'taskType', label: 'Opgavetype', value: 'Optælling' },
      { key: 'allowingStates', label: 'Tilladt når', value: [{ key: 'taskState', label: 'Opgavestatus', value: 'Oprettet, Klargjort' }] },
    ]);
  });

  it('leaves out details without a label (program data) and those the message has said', () => {
    expect(detailEntries({ openTasks: 2, lineId: 17, taskState: 'Prepared' }, t, exists, new Set(['taskState']))).toEqual([]);
  });

  it('answers nothing for details that are not an object', () => {
    expect(detailEntries('text', t, exists)).toEqual([]);
    expect(detailEntries(undefined, t, exists)).toEqual([]);
  });
});
