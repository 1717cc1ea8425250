import { parseUserChoice, USER_CHOICE_HEADER, type UserChoicePrompt } from '@cockpit/core/api';

/**
 * Errors a person can read. Every error answer has the shape
 * { status, code, message, details? }: a status, a code the console translates and a message.
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
 * A business rule refused the action. The message is what the user is told; the code
 * (<Area>.<Name>, e.g. Orders.AlreadyStarted) lets the console show it translated (Errors.<code>).
 */
export const refused = (code: string, message: string, details?: unknown) => new HttpError(422, code, message, details);

/**
 * Asks the user to choose before the action can go on: the answer's userChoice is
 * shown as a choice dialog, and the original request can be replayed with the user's
 * answer. The console replays the request with the header `x-user-choice: <id>=<option key>`
 * (the wire contract is @cockpit/core/api, user-choice.ts); read it with `chosenOption(headers, id)`.
 */
export const userChoice = (choice: UserChoicePrompt) => new HttpError(409, 'UserChoice', choice.description, { userChoice: { type: 'question', ...choice } });

/** The option of prompt `id` the replay carries; with `offered`, only one of those options. */
export function chosenOption(headers: Record<string, string | string[] | undefined>, id: string, offered?: readonly string[]): string | undefined {
  return parseUserChoice(headers[USER_CHOICE_HEADER], id, offered);
}
