/**
 * The answer of a multi-row action, written once for the server that sends it and
 * the console that shows it: 200 when every line went through, 207 (multi-status) with the failed
 * lines otherwise, the counts and failed lines in `result` either way.
 */

/** A line of a multi-row action that could not be done, with the reason the user is shown. */
export interface FailedLine {
  id: number | string;
  /** What the user recognises the line by, e.g. the order number. */
  label?: string;
  code: string;
  message: string;
  details?: unknown;
}

export interface MultiStatusResult {
  successCount: number;
  failedCount: number;
  failed: FailedLine[];
  /** Translation key of the list's heading, e.g. Errors.Inventory.linesNotApproved. */
  failedTitle?: string;
}

/** The result and its HTTP status: 207 when a line failed, 200 otherwise. */
export function multiStatus(successCount: number, failed: FailedLine[], failedTitle?: string): { status: 200 | 207; result: MultiStatusResult } {
  const result: MultiStatusResult = { successCount, failedCount: failed.length, failed };
  if (failedTitle !== undefined) result.failedTitle = failedTitle;
  return { status: failed.length > 0 ? 207 : 200, result };
}

export function isMultiStatus(value: unknown): value is MultiStatusResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<MultiStatusResult>;
  return typeof v.successCount === 'number' && Array.isArray(v.failed);
}
