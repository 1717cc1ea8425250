import type { TFunction } from 'i18next';
import type { GridAction, GridColumn } from '../schema-types';

/** Why an action cannot run on the current selection; each maps to a warning the user sees. */
export type SelectionProblem =
  | { kind: 'noRows'; message: 'Warnings.noRowsSelected' }
  | { kind: 'tooMany'; message: string }
  | { kind: 'wrongState'; message: 'Warnings.cannotPerformActionState'; field: string; allowed: unknown[] }
  /** The grid's own warning for the value the row has (e.g. "Order already started!"). */
  | { kind: 'stateWarning'; message: string };

export function selectionProblem(action: GridAction, rows: readonly Record<string, unknown>[]): SelectionProblem | undefined {
  if (action.selection === 'none') return undefined;
  if (rows.length === 0) return { kind: 'noRows', message: 'Warnings.noRowsSelected' };
  const max = action.selection === 'one' ? 1 : action.maxSelection;
  if (max !== undefined && rows.length > max) return { kind: 'tooMany', message: action.tooManyMessage ?? 'Warnings.tooManySelected' };
  if (action.enabledWhen) {
    const { field, in: allowed, messages } = action.enabledWhen;
    const refused = rows.find((r) => !allowed.includes(r[field] as string | number | boolean));
    if (refused) {
      const warning = messages?.[String(refused[field])] ?? messages?.['*'];
      if (warning) return { kind: 'stateWarning', message: warning };
      return { kind: 'wrongState', message: 'Warnings.cannotPerformActionState', field, allowed };
    }
  }
  return undefined;
}

/**
 * The warning for a selection problem, in the user's words: a state rule names the field by its
 * column's translated label and its values by their enum names (Enums.<enum>.<value>), never the
 * schema's field name or raw values.
 */
export function selectionProblemText(problem: SelectionProblem, t: TFunction, columns: readonly GridColumn[] = []): string {
  if (problem.kind !== 'wrongState') return String(t(problem.message));
  const column = columns.find((c) => c.field === problem.field);
  const field = column ? String(t(column.label)) : problem.field;
  const states = problem.allowed.map((v) => (column?.enum ? String(t(`Enums.${column.enum}.${String(v)}`, { defaultValue: String(v) })) : String(v))).join(', ');
  return String(t(problem.message, { field, states }));
}
