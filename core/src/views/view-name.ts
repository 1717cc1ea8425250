import { DEFAULT_VIEW_NAME } from './view-types';

/**
 * What a valid view name is (and not a duplicate): 1 to 60 characters of
 * letters (any alphabet, so "Lager øst" is fine), digits, spaces and - _ . ( ), starting with a
 * letter or a digit and without spaces at either end. The name travels in the address
 * (?custom-view=name) and in file names of exports, so punctuation that means something there
 * (/ ? & # % quotes) is kept out.
 */
export const VIEW_NAME_MAX_LENGTH = 60;
const VALID = /^[\p{L}\p{N}][\p{L}\p{N} ._()-]*$/u;

export type ViewNameProblem = 'invalid' | 'exists';

export function isValidViewName(name: string): boolean {
  return name.length >= 1 && name.length <= VIEW_NAME_MAX_LENGTH && name === name.trim() && VALID.test(name);
}

/** Names are compared without regard to case: "Packing" and "packing" would be the same view to a person. */
export const sameViewName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Checks a name against the rule and the names the user can already see ('Invalid name',
 * 'Name already exist'). The default view's name is always taken. `except` is the name of the
 * view being overwritten, which may keep its name.
 */
export function viewNameProblem(name: string, existing: readonly string[], except?: string): ViewNameProblem | undefined {
  if (!isValidViewName(name)) return 'invalid';
  if (except !== undefined && sameViewName(name, except)) return undefined;
  if (sameViewName(name, DEFAULT_VIEW_NAME) || existing.some((n) => sameViewName(n, name))) return 'exists';
  return undefined;
}
