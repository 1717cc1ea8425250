import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { listAnswer } from '@cockpit/contracts/schema-parts';
import { gridAnswer, isListResult } from './grid-answer';

// The route table's own list answer, as the server checks it: the guard must agree with it.
const contract = new Ajv2020({ strict: false }).compile(listAnswer().properties.result);

const lists = [[], [{ id: 1 }], [{ id: 1 }, { id: 2, name: 'B' }], { data: [], totalCount: 0 }, { data: [{ id: 1 }], totalCount: 12 }, { data: [{}], totalCount: 1, extra: true }];
const notLists = [
  undefined,
  null,
  'rows',
  42,
  true,
  {},
  { rows: [{ id: 1 }] },
  { data: [{ id: 1 }] },
  { data: [{ id: 1 }], totalCount: '1' },
  { data: [{ id: 1 }], totalCount: -1 },
  { data: [{ id: 1 }], totalCount: 1.5 },
  { data: 'x', totalCount: 1 },
  { data: [1, 2], totalCount: 2 },
  [1, 2],
  ['a'],
  [null],
  [[{ id: 1 }]],
  [{ id: 1 }, 'b'],
];

describe('gridAnswer', () => {
  it('takes a list of rows as all rows, without a total', () => {
    expect(gridAnswer([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }] });
    expect(gridAnswer([])).toEqual({ rows: [] });
  });

  it('takes a page as its rows and the whole list’s total', () => {
    expect(gridAnswer({ data: [{ id: 3 }], totalCount: 40 })).toEqual({ rows: [{ id: 3 }], totalCount: 40 });
    expect(gridAnswer({ data: [], totalCount: 0 })).toEqual({ rows: [], totalCount: 0 });
  });

  it.each(notLists.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))('refuses %s with an error that says what a list call answers', (_, answer) => {
    expect(() => gridAnswer(answer)).toThrow(/A list call must answer a list of rows or \{ data: rows, totalCount \}; it answered /);
  });

  it('says what came instead, not the answer itself', () => {
    expect(() => gridAnswer({ rows: [{ secret: 'x' }] })).toThrow('it answered an object with rows.');
    expect(() => gridAnswer(null)).toThrow('it answered null.');
    expect(() => gridAnswer('oops')).toThrow('it answered string.');
    expect(() => gridAnswer([1])).toThrow('it answered a list with a value that is not a row.');
  });

  it('accepts exactly what the route table’s list answer accepts', () => {
    for (const answer of [...lists, ...notLists.filter((a) => a !== undefined)]) expect([answer, isListResult(answer)]).toEqual([answer, contract(answer)]);
  });
});
