/**
 * A prompt before going on (the answer's userChoice is shown as a choice dialog, and the original
 * request can be replayed with the user's answer), written once for both sides.
 * The server answers 409 with `details.userChoice`; the console asks and replays the same request
 * with the header `x-user-choice: <prompt id>=<option key>`.
 */

/** One option of a prompt: the key sent back, the label a translation key or text. */
export interface UserOption {
  key: string;
  label: string;
}

/** The error-or-prompt object: title, description, userOptions, type, details. */
export interface UserChoicePrompt {
  id: string;
  title: string;
  description: string;
  userOptions: UserOption[];
  type?: 'warning' | 'question';
  details?: unknown;
}

export const USER_CHOICE_HEADER = 'x-user-choice';

/** Prompt ids and option keys: letters, digits, dot, underscore and hyphen (no `=`, no spaces). */
const TOKEN = /^[A-Za-z0-9._-]{1,100}$/;

/** The header value of a replay. */
export function userChoiceHeader(id: string, option: string): string {
  if (!TOKEN.test(id) || !TOKEN.test(option)) throw new Error(`Not a user-choice id or option: ${id}=${option}`);
  return `${id}=${option}`;
}

/**
 * The option chosen for prompt `id`, from a replay's header. Undefined when the header is missing,
 * answers another prompt, or is malformed; with `offered`, also when the option is not one of them
 * (a replay cannot choose what the prompt did not offer).
 */
export function parseUserChoice(value: string | readonly string[] | undefined, id: string, offered?: readonly string[]): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return undefined;
  const at = raw.indexOf('=');
  if (at < 0) return undefined;
  const choiceId = raw.slice(0, at).trim();
  const option = raw.slice(at + 1).trim();
  if (choiceId !== id || !TOKEN.test(option)) return undefined;
  if (offered && !offered.includes(option)) return undefined;
  return option;
}
