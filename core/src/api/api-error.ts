/** The server's error answer: { status, code, message, details? } (see apps/server/src/http/errors.ts). */
export interface ErrorBody {
  status?: number;
  code?: string;
  message?: string;
  details?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Already handled (logout, cancelled, ignored): callers should not show it again. */
    readonly silent = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Whole minutes to wait after a 429 (too many failed attempts): the server names the seconds in
 * details.retryAfterSeconds, as in its Retry-After header. At least 1.
 */
export function retryAfterMinutes(error: ApiError): number {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}
