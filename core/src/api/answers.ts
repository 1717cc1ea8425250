/** A line of a multi-row action that failed (HTTP 207). */
export interface FailedLine {
  id: number | string;
  label?: string;
  code: string;
  message: string;
  details?: unknown;
}

export interface MultiStatusResult {
  successCount: number;
  failedCount: number;
  failed: FailedLine[];
  failedTitle?: string;
}

/** The error-or-prompt object of platform.md §3: title, description, userOptions, type, details. */
export interface UserChoicePrompt {
  id: string;
  title: string;
  description: string;
  userOptions: { key: string; label: string }[];
  type?: 'warning' | 'question';
  details?: unknown;
}

export function isMultiStatus(value: unknown): value is MultiStatusResult {
  return Boolean(value && typeof value === 'object' && 'successCount' in value && 'failed' in value);
}
