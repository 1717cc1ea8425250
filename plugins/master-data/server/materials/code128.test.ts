import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Values } from './code128';
import { renderLabelSvg, renderLabelZpl } from './label';

describe('Code 128 B', () => {
  it('has 107 patterns of 11 modules (13 for stop), three bars each', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((p, i) => {
      const sum = [...p].reduce((s, c) => s + Number(c), 0);
      expect(sum, `pattern ${i}`).toBe(i === 106 ? 13 : 11);
    });
  });

  it('computes the modulo-103 check symbol', () => {
    // Start B (104) + 'A' (33) * 1 = 137, 137 mod 103 = 34.
    expect(code128Values('A')).toEqual([104, 33, 34, 106]);
    // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879, 879 mod 103 = 55.
    expect(code128Values('PJJ123C').at(-2)).toBe(55);
  });

  it('decodes back to the text from the bar widths', () => {
    const text = 'ITM-100001';
    const { bars, modules } = code128Bars(text);
    // Rebuild the module run lengths from bar positions and read the symbols back.
    const runs: number[] = [];
    let x = 10;
    for (const [bx, bw] of bars) {
      if (bx > x) runs.push(bx - x);
      runs.push(bw);
      x = bx + bw;
    }
    expect(modules - x).toBe(10);
    const symbols: number[] = [];
    for (let i = 0; i + 6 <= runs.length; i += 6) {
      const pattern = runs.slice(i, i + 6).join('');
      const value = CODE128_PATTERNS.indexOf(pattern);
      if (value === -1) {
        expect(runs.slice(i).join('')).toBe(CODE128_PATTERNS[106]);
        break;
      }
      symbols.push(value);
    }
    const decoded = symbols
      .slice(1, -1)
      .map((v) => String.fromCharCode(v + 32))
      .join('');
    expect(decoded).toBe(text);
  });

  it('refuses characters outside code set B', () => {
    expect(() => code128Values('æ')).toThrow(/cannot be encoded/);
    expect(() => code128Values('')).toThrow();
  });
});

describe('labels', () => {
  it('renders an SVG with the item number, the escaped name and the barcode text', () => {
    const svg = renderLabelSvg({ itemNo: 'ITM-1', name: 'Bolt <M6> & nut', barcode: '5700000000007' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('ITM-1');
    expect(svg).toContain('Bolt &#60;M6&#62; &#38; nut');
    expect(svg).toContain('5700000000007');
    expect((svg.match(/<rect /g) ?? []).length).toBeGreaterThan(30);
  });

  it('renders ZPL with escaped field data and the number of copies', () => {
    const zpl = renderLabelZpl({ itemNo: 'A^B', name: 'x~y', barcode: '123' }, { widthMm: 100, heightMm: 50 }, 3);
    expect(zpl).toMatch(/^\^XA/);
    expect(zpl).toContain('^PW800');
    expect(zpl).toContain('^FDA_5EB^FS');
    expect(zpl).toContain('^FDx_7Ey^FS');
    expect(zpl).toContain('^PQ3');
    expect(zpl.trim().endsWith('^XZ')).toBe(true);
  });
});
