/**
 * Errors a person can read. Every error answer has the shape
 * { status, code, message, details? } (DESIGN.md: "errors carry a status, a code and a message").
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'BadRequest', message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'Unauthorized', message);
export const forbidden = (message = 'Authorization Error: access denied') => new HttpError(403, 'Forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NotFound', message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, 'Conflict', message, details);
/** A business rule refused the action; the message is the specification's own words. */
export const refused = (message: string, details?: unknown) => new HttpError(422, 'Refused', message, details);
