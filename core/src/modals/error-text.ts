import type { TFunction } from 'i18next';
import { problemsOf, type ValidationProblem } from '../api/validation-problems';

/** The business name of a field: the caller's (a dialog's field title), else Fields.<name>, else none. */
export type FieldLabel = (field: string) => string | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of a field from the catalogue of field names (Fields.<name>), when it has one. */
export function catalogueLabel(t: TFunction, exists: (key: string) => boolean): FieldLabel {
  return (field) => (exists(`Fields.${field}`) ? String(t(`Fields.${field}`)) : undefined);
}

/**
 * What is wrong with one value, in the user's language, without the field's name:
 * "Must be at most 1.000.000.000" (Validation.<rule> with its limit).
 */
export function problemText(problem: ValidationProblem, t: TFunction, label?: FieldLabel): string {
  if (problem.rule === 'requiredOneOf') {
    const names = (problem.options ?? []).map((o) => label?.(o) ?? o);
    return String(t('Validation.requiredOneOf', { fields: names.join(', ') }));
  }
  const key = `Validation.${problem.rule}`;
  // Numeric limits are formatted by the catalogue ({{limit, number}}) in the user's language.
  return String(t(key, { limit: problem.limit, defaultValue: String(t('Validation.invalid')) }));
}

/** Line numbers as a clerk counts them, from 1: the last index in the path names the line. */
function lineOf(problem: ValidationProblem): number | undefined {
  const indexes = problem.path.filter((s): s is number => typeof s === 'number');
  return indexes.length ? indexes[indexes.length - 1] + 1 : undefined;
}

/** One problem as a sentence with the field's name and line: "Line 1, Ordered quantity: Must be at most 1.000.000.000". */
export function problemSentence(problem: ValidationProblem, t: TFunction, label: FieldLabel): string {
  const text = problemText(problem, t, label);
  const name = problem.rule === 'requiredOneOf' ? undefined : label(problem.field);
  const line = lineOf(problem);
  const where = [line !== undefined ? String(t('Validation.line', { line })) : undefined, name].filter(Boolean).join(', ');
  return where ? `${where}: ${text}` : text;
}

/**
 * Values a message may interpolate: the details' plain values ({{openTasks}}, {{jobName}} ...), a
 * state or type translated from the enum of its name (jobState: 'Started' → Enums.JobState.Started).
 */
export function interpolationValues(details: unknown, t?: TFunction, exists?: (key: string) => boolean): Record<string, string | number> {
  if (!isRecord(details)) return {};
  return Object.fromEntries(
    Object.entries(details)
      .filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number')
      .map(([k, v]) => {
        const enumKey = `Enums.${k.charAt(0).toUpperCase()}${k.slice(1)}.${String(v)}`;
        return [k, typeof v === 'string' && t && exists?.(enumKey) ? String(t(enumKey)) : v];
      }),
  );
}

/** The keys of the details a message has already said (its {{placeholders}}), so that they are not listed again. */
export function placeholdersOf(template: string): Set<string> {
  return new Set([...template.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));
}

export interface ErrorLike {
  code: string;
  message: string;
  details?: unknown;
}

/**
 * The text a user reads for an error answer: input the server refused, field by field with its
 * business name ("Phone: The value does not have the expected form"); a refusal translated from
 * Errors.<code> with its details as the values of its placeholders; else the server's message.
 */
export function errorText(error: ErrorLike, t: TFunction, exists: (key: string) => boolean, label?: FieldLabel): string {
  const problems = problemsOf(error.details);
  if (problems.length) {
    const names = label ?? catalogueLabel(t, exists);
    const lines = problems.map((p) => problemSentence(p, t, (f) => names(f) ?? catalogueLabel(t, exists)(f)));
    return [String(t('Validation.notAccepted')), ...lines].join('\n');
  }
  const key = `Errors.${error.code}`;
  const head = exists(key) ? String(t(key, { ...interpolationValues(error.details, t, exists), defaultValue: error.message })) : error.message;
  const rules = [...ruleProblemSentences(error.details, t, exists), ...failedLineSentences(error.details, t, exists)];
  // A placeholder the details did not fill is not shown as {{name}}: the server's message says it in full.
  const said = head.includes('{{') ? error.message : head;
  return rules.length ? [said, ...rules].join('\n') : said;
}

/** The failed lines a refusal names (nothing could be done, each line for its reason): "SKU-1 – A-01: Stock is already in this location". */
function failedLineSentences(details: unknown, t: TFunction, exists: (key: string) => boolean): string[] {
  if (!isRecord(details) || !Array.isArray(details.failed)) return [];
  return details.failed.filter(isRecord).flatMap((line) => {
    if (typeof line.code !== 'string' || typeof line.message !== 'string') return [];
    const text = errorText({ code: line.code, message: line.message, details: line.details }, t, exists);
    return [typeof line.label === 'string' && line.label ? `${line.label}: ${text}` : text];
  });
}

/**
 * Business-rule problems a refusal lists ({ key, line, message } of an order's lines): each as its
 * translated rule, on the line it concerns counted from 1 ("Line 1: Quantity must be ...").
 */
function ruleProblemSentences(details: unknown, t: TFunction, exists: (key: string) => boolean): string[] {
  if (!isRecord(details) || !Array.isArray(details.problems)) return [];
  return details.problems.filter(isRecord).flatMap((p) => {
    if (typeof p.key !== 'string') return [];
    const text = exists(p.key) ? String(t(p.key, interpolationValues(p, t, exists))) : typeof p.message === 'string' ? p.message : '';
    if (!text) return [];
    return [typeof p.line === 'number' ? `${String(t('Validation.line', { line: p.line + 1 }))}: ${text}` : text];
  });
}

/** The details' keys that the translated message of the error has already said. */
export function saidBy(error: ErrorLike, t: TFunction, exists: (key: string) => boolean): string[] {
  const key = `Errors.${error.code}`;
  return exists(key) ? [...placeholdersOf(String(t(key, { skipInterpolation: true } as never)))] : [];
}

/** Refused values by the top field they concern, each as its translated text: for a page form that shows them at its fields. */
export function problemsByField(details: unknown, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problemsOf(details)) {
    const field = typeof p.path[0] === 'string' ? p.path[0] : p.field;
    out[field] = out[field] ? `${out[field]}. ${problemText(p, t)}` : problemText(p, t);
  }
  return out;
}
