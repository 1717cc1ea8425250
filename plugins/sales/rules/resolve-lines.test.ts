import { describe, expect, it } from 'vitest';
import { buildMaterialIndex, parseNumber, parsePastedRows, referencesOf, resolveSalesLines, type MaterialCandidate } from './resolve-lines';

const m = (id: number, itemNo: string, barcode: string | null = null): MaterialCandidate => ({ id, itemNo, barcode, name: `M${id}`, salesPrice: 10 });
const index = buildMaterialIndex([m(1, 'A-1', '5701'), m(2, 'A-2', '5702'), m(3, 'A-3', '5702'), m(4, 'B-1', 'A-1x'), m(5, 'A-1x')]);

describe('resolveSalesLines', () => {
  it('resolves by item number and by barcode to one material', () => {
    const [a, b] = resolveSalesLines(
      [
        { row: 1, reference: ' A-2 ', quantity: '3' },
        { row: 2, reference: '5701', quantity: 2, price: '12,50' },
      ],
      index,
    );
    expect(a).toMatchObject({ material: { id: 2 }, quantity: 3, price: null });
    expect(a.flag).toBeUndefined();
    expect(b).toMatchObject({ material: { id: 1 }, quantity: 2, price: 12.5 });
  });

  it('matches an item number or barcode whatever its letter case, preferring one written exactly as stored', () => {
    const cased = buildMaterialIndex([m(1, 'ITM-7', 'ab-9'), m(2, 'itm-8'), m(3, 'ITM-8'), m(4, 'X-1'), m(5, 'x-1')]);
    const [lower, barcode, exact, twoBlind] = resolveSalesLines(
      [
        { row: 1, reference: 'itm-7', quantity: 1 },
        { row: 2, reference: 'AB-9', quantity: 1 },
        { row: 3, reference: 'itm-8', quantity: 1 },
        { row: 4, reference: 'X-1 ', quantity: 1 },
      ],
      cased,
    );
    expect(lower).toMatchObject({ material: { id: 1 } });
    expect(lower.flag).toBeUndefined();
    expect(barcode.flag).toBe('duplicate');
    expect(exact).toMatchObject({ material: { id: 2 } });
    expect(twoBlind).toMatchObject({ material: { id: 4 } });
    expect(resolveSalesLines([{ row: 1, reference: 'Itm-8', quantity: 1 }], cased)[0]).toMatchObject({ flag: 'ambiguous' });
  });

  it('flags a later line naming the same material as duplicate of the first', () => {
    const lines = resolveSalesLines(
      [
        { row: 1, reference: 'A-1', quantity: 1 },
        { row: 2, reference: '5701', quantity: 4 },
      ],
      index,
    );
    expect(lines[0].flag).toBeUndefined();
    expect(lines[1]).toMatchObject({ flag: 'duplicate', duplicateOfRow: 1, material: { id: 1 } });
  });

  it('flags a barcode shared by two materials, or an item number that is another barcode, as ambiguous', () => {
    const [shared, crossed] = resolveSalesLines(
      [
        { row: 1, reference: '5702', quantity: 1 },
        { row: 2, reference: 'A-1x', quantity: 1 },
      ],
      index,
    );
    expect(shared.flag).toBe('ambiguous');
    expect(shared.candidates?.map((c) => c.id)).toEqual([2, 3]);
    expect(crossed.flag).toBe('ambiguous');
    expect(crossed.candidates?.map((c) => c.id).sort()).toEqual([4, 5]);
  });

  it('flags an unknown reference as not found', () => {
    expect(resolveSalesLines([{ row: 7, reference: 'nope', quantity: 1 }], index)[0]).toMatchObject({ flag: 'notFound', row: 7 });
  });

  it('refuses a material already on the order (already added), before duplicate', () => {
    const lines = resolveSalesLines(
      [
        { row: 1, reference: 'A-2', quantity: 1 },
        { row: 2, reference: '5701', quantity: 1 },
      ],
      index,
      [2],
    );
    expect(lines[0]).toMatchObject({ flag: 'alreadyAdded', material: { id: 2 } });
    expect(lines[1].flag).toBeUndefined();
  });

  it('keeps a quantity that is not a number as null for the rules to refuse', () => {
    expect(resolveSalesLines([{ row: 1, reference: 'A-1', quantity: 'abc' }], index)[0].quantity).toBeNull();
  });
});

describe('parsePastedRows', () => {
  it('reads tab-separated rows from a spreadsheet, skipping a header and empty rows', () => {
    const text = 'Item number\tQuantity\tPrice\r\nA-1\t2\t9.95\r\n\r\n5702\t1\n';
    expect(parsePastedRows(text)).toEqual([
      { row: 2, reference: 'A-1', quantity: '2', price: '9.95' },
      { row: 4, reference: '5702', quantity: '1', price: null },
    ]);
  });

  it('reads semicolon and comma separated text (csv) and stops at the row limit', () => {
    expect(parsePastedRows('A-1;2;"3,50"\nA-2,5\nA-3,1', 2)).toEqual([
      { row: 1, reference: 'A-1', quantity: '2', price: '3,50' },
      { row: 2, reference: 'A-2', quantity: '5', price: null },
    ]);
  });

  it('lists the distinct references', () => {
    expect(referencesOf(parsePastedRows('A-1\t1\nA-1\t2\n\t3\nB\t1'))).toEqual(['A-1', 'B']);
  });
});

describe('parseNumber', () => {
  it('accepts a decimal comma or point and refuses other text', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 3 ')).toBe(3);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e3')).toBeNaN();
  });
});
