import { defineRoute, LIST_READ } from '@cockpit/contracts';
import { listAnswer, listQuery, multiStatusAnswer } from '@cockpit/contracts/schema-parts';
import { idsBody } from '@cockpit/contracts/warehouse-parts';

/** Tasks: the list (also the Job grid's detail rows) and cancel task. */
export const Task = {
  description: defineRoute({
    key: 'Task.description',
    method: 'GET',
    path: 'Task/description',
    permission: LIST_READ.Task,
    query: listQuery('Task'),
    answer: listAnswer(),
    description: "The Tasks grid's rows (also the Job grid's detail rows); with skip/take a page { data, totalCount }.",
  }),
  cancel: defineRoute({
    key: 'Task.cancel',
    method: 'PUT',
    path: 'Task/cancel',
    permission: 'data/cancel_task',
    body: idsBody('taskIds'),
    answer: multiStatusAnswer,
    description: 'Cancel Initial and Prepared movement tasks whose job is Initial (multi-status).',
  }),
} as const;
