import type { FastifyReply } from 'fastify';

/** A line of a multi-row action that could not be done, with the reason in the specification's words. */
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

/**
 * Answers a multi-row action: 200 when every line went through, 207 (multi-status) when some
 * failed, the counts and failed lines in `result` either way.
 */
export function sendMultiStatus(reply: FastifyReply, successCount: number, failed: FailedLine[], failedTitle?: string) {
  const result: MultiStatusResult = { successCount, failedCount: failed.length, failed, failedTitle };
  return reply.status(failed.length > 0 ? 207 : 200).send({ result });
}
