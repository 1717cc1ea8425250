import type { Static } from '@cockpit/contracts';
import type { listAnswer, openRow } from '@cockpit/contracts/schema-parts';
import type { GridRow } from './detail-rows';

/** What a list route answers once the envelope is unwrapped, as the route table declares it: all rows, or one page { data, totalCount }. */
export type ListResult = Static<ReturnType<typeof listAnswer<ReturnType<typeof openRow>>>>['result'];

/** A list answer as a grid keeps it: the rows, and the total of the whole list when the answer is one page. */
export interface GridAnswer {
  rows: GridRow[];
  totalCount?: number;
}

const isRow = (value: unknown): value is GridRow => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRows = (value: unknown): value is GridRow[] => Array.isArray(value) && value.every(isRow);

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Whether an answer is a list route's: a list of rows, or one page { data: rows, totalCount: a whole number of at least 0 }. */
export function isListResult(answer: unknown): answer is ListResult {
  return isRows(answer) || (isRow(answer) && isRows(answer.data) && isCount(answer.totalCount));
}

/** A short description of what came instead, for the error (never the answer itself). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list with a value that is not a row';
  if (typeof value === 'object') return `an object with ${Object.keys(value).join(', ') || 'no fields'}`;
  return typeof value;
}

/**
 * What a list call answered (its `result`) as a grid keeps it. Anything but a list route's answer
 * is a backend that does not answer as a list route must: an error that says what came.
 */
export function gridAnswer(answer: unknown): GridAnswer {
  if (!isListResult(answer)) throw new Error(`A list call must answer a list of rows or { data: rows, totalCount }; it answered ${kindOf(answer)}.`);
  return Array.isArray(answer) ? { rows: answer } : { rows: answer.data, totalCount: answer.totalCount };
}
