import { badRequest } from '@cockpit/server/sdk';

/**
 * The master-data edit rules: money values greater than 0 with at most 2
 * decimals, quantities whole numbers above 0. JSON Schema's multipleOf 0.01 is unreliable on
 * binary floating point (1.15 / 0.01 is not a whole number), so prices are checked here.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export function checkPrice(name: string, value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  if (!(value > 0) || !hasAtMostTwoDecimals(value)) throw badRequest(`${name} must be greater than 0 with at most 2 decimals`);
}

export function checkQuantity(name: string, value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  if (!Number.isInteger(value) || value <= 0) throw badRequest(`${name} must be a whole number greater than 0`);
}

/** A pattern an administrator typed: it must compile, and stay short enough to reason about. */
export function regexProblem(pattern: string): string | undefined {
  if (pattern.length > 500) return 'regexValidation must be at most 500 characters';
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (err) {
    return `regexValidation is not a valid pattern: ${(err as Error).message}`;
  }
}
