import { CLOSE_SESSION_ENDED, CLOSE_SESSION_EXPIRED } from './hub-contract';

/**
 * Why live updates stopped (the 'Live updates has stopped' variants): the session
 * timed out, the console could not connect within the retries, or the server ended the connection.
 */
export type LiveStopReason = 'session-timed-out' | 'unable-to-connect' | 'disconnected-by-server';

/** How @microsoft/signalr reports a Close message that carried an error. */
const SERVER_CLOSE_PREFIX = 'Server returned an error on close: ';

/**
 * What a closed connection means: a Close message with an error is the server's decision (no
 * reconnect); anything else (network loss, server restart with allowReconnect, missed pings) is
 * worth reconnecting.
 */
export function classifyClose(error: Error | undefined): 'reconnect' | LiveStopReason {
  const message = error?.message ?? '';
  if (!message.startsWith(SERVER_CLOSE_PREFIX)) return 'reconnect';
  const serverError = message.slice(SERVER_CLOSE_PREFIX.length);
  return serverError === CLOSE_SESSION_ENDED || serverError === CLOSE_SESSION_EXPIRED ? 'session-timed-out' : 'disconnected-by-server';
}

/** A 401 at connect (negotiate answers it; SignalR folds the status into the message). */
export function isUnauthorized(error: unknown): boolean {
  if ((error as { statusCode?: number } | undefined)?.statusCode === 401) return true;
  return /Status code '401'/.test((error as Error | undefined)?.message ?? '');
}

/** The settings call failed because the session is over (the API client's ApiError carries status). */
export function isSessionOver(error: unknown): boolean {
  const status = (error as { status?: number; statusCode?: number } | undefined)?.status ?? (error as { statusCode?: number } | undefined)?.statusCode;
  return status === 401 || status === 403;
}
