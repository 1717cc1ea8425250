import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFileProblem } from './logo-file';

describe('logo file', () => {
  it('takes PNG, JPEG, GIF and WebP up to the limit', () => {
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeUndefined();
    expect(logoFileProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
  });
  it('names what is wrong otherwise', () => {
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('SettingsPages.company.logoTooLarge');
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('SettingsPages.company.logoType');
  });
});
