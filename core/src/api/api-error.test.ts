import { describe, expect, it } from 'vitest';
import { ApiError, retryAfterMinutes } from './api-error';

describe('retryAfterMinutes', () => {
  it('rounds the seconds of a 429 up to whole minutes, at least one', () => {
    const after = (details: unknown) => retryAfterMinutes(new ApiError(429, 'TooManyAttempts', 'Too many', details));
    expect(after({ retryAfterSeconds: 900 })).toBe(15);
    expect(after({ retryAfterSeconds: 841 })).toBe(15);
    expect(after({ retryAfterSeconds: 5 })).toBe(1);
    expect(after(undefined)).toBe(1);
    expect(after({ retryAfterSeconds: 'soon' })).toBe(1);
  });
});
