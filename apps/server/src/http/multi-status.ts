import type { FastifyReply } from 'fastify';
import { multiStatus, type FailedLine } from '@cockpit/core/api';

/** The wire contract (failed lines, counts, 200/207) is written once in @cockpit/core/api. */
export { multiStatus, type FailedLine, type MultiStatusResult } from '@cockpit/core/api';

/**
 * Answers a multi-row action: 200 when every line went through, 207 (multi-status) when some
 * failed, the counts and failed lines in `result` either way.
 */
export function sendMultiStatus(reply: FastifyReply, successCount: number, failed: FailedLine[], failedTitle?: string) {
  const { status, result } = multiStatus(successCount, failed, failedTitle);
  return reply.status(status).send({ result });
}
