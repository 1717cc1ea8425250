import { describe, expect, it } from 'vitest';
import { formatWidgetCodes, isWidgetCodesValue, parseWidgetCodes, WIDGET_TYPES } from './widget-catalogue';

describe('the widget preference value', () => {
  it('lists the catalogue codes, without 7 and 8', () => {
    expect(WIDGET_TYPES.map((w) => w.code).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 9, 10]);
  });

  it('parses comma-joined codes and ignores what it cannot read', () => {
    expect(parseWidgetCodes('0, 6,9')).toEqual([0, 6, 9]);
    expect(parseWidgetCodes('7,8,x,,10,10')).toEqual([10]);
    expect(parseWidgetCodes(null)).toEqual([]);
    expect(parseWidgetCodes('{"a":1}')).toEqual([]);
  });

  it('formats codes in order and checks a value to store', () => {
    expect(formatWidgetCodes([9, 0, 6])).toBe('0,6,9');
    expect(formatWidgetCodes([])).toBe('');
    expect(isWidgetCodesValue('0,6,9')).toBe(true);
    expect(isWidgetCodesValue('')).toBe(true);
    for (const bad of ['7', '0,0', '0;1', ' 1', '1,', 'a']) expect(isWidgetCodesValue(bad), bad).toBe(false);
  });
});
