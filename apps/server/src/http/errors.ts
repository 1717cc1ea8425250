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
/**
 * A business rule refused the action. The message is the specification's own words; the code
 * (<Area>.<Name>, e.g. Orders.AlreadyStarted) lets the console show it translated (Errors.<code>).
 */
export const refused = (code: string, message: string, details?: unknown) => new HttpError(422, code, message, details);

/** One option of a user-choice prompt: key sent back, label a translation key or text. */
export interface UserOption {
  key: string;
  label: string;
}

/**
 * Asks the user to choose before the action can go on (platform.md §8: "A response body with a
 * userChoice is shown as a choice dialog, and the original request can be replayed on the
 * answer"). The console replays the request with the header `x-user-choice: <id>=<option key>`;
 * read it with `chosenOption(request, id)`.
 */
export const userChoice = (choice: { id: string; title: string; description: string; userOptions: UserOption[]; type?: 'warning' | 'question'; details?: unknown }) =>
  new HttpError(409, 'UserChoice', choice.description, { userChoice: { type: 'question', ...choice } });

export function chosenOption(headers: Record<string, string | string[] | undefined>, id: string): string | undefined {
  const raw = headers['x-user-choice'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const [choiceId, option] = value.split('=');
  return choiceId === id ? option : undefined;
}
