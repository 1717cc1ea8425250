import { describe, expect, it } from 'vitest';
import { logoProblem, LOGO_MAX_BYTES } from './company-logo';

const png = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};

describe('company logo', () => {
  it('accepts a PNG up to the limit', () => {
    expect(logoProblem(png(100))).toBeUndefined();
    expect(logoProblem(png(LOGO_MAX_BYTES))).toBeUndefined();
  });
  it('refuses a larger image, another kind, SVG and bytes that are not the named kind', () => {
    expect(logoProblem(png(LOGO_MAX_BYTES + 1))).toMatch(/larger than 256 KB/);
    expect(logoProblem('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toMatch(/not accepted/);
    expect(logoProblem(`data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`)).toMatch(/not a image\/jpeg/);
    expect(logoProblem('https://example.com/logo.png')).toMatch(/data: URL/);
  });
});
