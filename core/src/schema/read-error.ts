/**
 * Why a schema file could not be read. Sources throw it so that a missing file and a file that
 * is not JSON get their own rule and message; any other thrown error is reported by its message.
 */
export type ReadFailure = 'missing-file' | 'invalid-json' | 'unreadable';

export class SchemaReadError extends Error {
  constructor(
    readonly failure: ReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SchemaReadError';
  }
}

/** Turns JSON text into a value, or a SchemaReadError that says where the text went wrong. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SchemaReadError('invalid-json', `is not valid JSON: ${jsonErrorWhere(text, (error as Error).message)}`);
  }
}

/** Node and browsers say "at position N"; people want a line and a column. */
function jsonErrorWhere(text: string, message: string): string {
  const match = /position (\d+)/.exec(message);
  // "Unexpected end of JSON input" has no position: it is the end of the text.
  if (!match && !/end of (JSON )?input/i.test(message)) return message;
  const position = match ? Number(match[1]) : text.length;
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `${message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '')} at line ${line}, column ${column}`;
}

export function describeReadFailure(error: unknown): { rule: ReadFailure; message: string } {
  if (error instanceof SchemaReadError) return { rule: error.failure, message: error.message };
  return { rule: 'unreadable', message: `could not be read: ${error instanceof Error ? error.message : String(error)}` };
}
