import { defineRoute, Type } from '@cockpit/contracts';
import { body, date, id, optionalText, quantity, result, text } from '@cockpit/contracts/schema-parts';
import { zeroOrMore } from '@cockpit/contracts/warehouse-parts';

/** The handheld terminal's calls (the console has none; tests, benchmarks and the demo's task simulator drive the warehouse through the same services). */
export const Terminal = {
  startJob: defineRoute({
    key: 'Terminal.startJob',
    method: 'PUT',
    path: 'Terminal/startJob',
    permission: 'data/start_job',
    body: body({ jobId: id }),
    answer: result(Type.Object({ jobId: id })),
    description: 'Start a job: its tasks become InProgress; an unassigned job goes to the starter.',
    example: { result: { jobId: 5 } },
  }),
  performTask: defineRoute({
    key: 'Terminal.performTask',
    method: 'PUT',
    path: 'Terminal/performTask',
    permission: 'data/perform_task',
    body: body({
      taskId: id,
      confirmedQuantity: zeroOrMore,
      reasonCode: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 100 })),
      reasonText: Type.Optional(optionalText()),
      stockIsMissing: Type.Optional(Type.Boolean()),
    }),
    answer: result(Type.Object({ taskId: id, confirmedQuantity: zeroOrMore })),
    description: 'Confirm a task of a started job: the stock moves (or the count is recorded); stockIsMissing books the rest as a loss.',
    example: { result: { taskId: 41, confirmedQuantity: 3 } },
  }),
  receiveLine: defineRoute({
    key: 'Terminal.receiveLine',
    method: 'POST',
    path: 'Terminal/receiveLine',
    permission: 'data/receive_goods',
    body: body({ orderLineId: id, quantity, batch: Type.Optional(text(100)), expDate: Type.Optional(date) }),
    answer: result(Type.Object({ stockId: id, taskId: Type.Unsafe<number | null>({ type: ['integer', 'null'] }) })),
    description: "Receive goods on an ingoing line: stock at the order's inbound location and a put-away task.",
    example: { result: { stockId: 120, taskId: 77 } },
  }),
} as const;
