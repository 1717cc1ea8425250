import { lineProblems, type RuleProblem, type SalesOrderLine } from '../../rules';
import { ruleLine, type FormLine } from './sales-form';

/** A form line as the rules read it, with its own broken rules (without a line index). */
export interface CheckedLine {
  rule: SalesOrderLine;
  problems: RuleProblem[];
}

// Form lines are immutable: a keystroke replaces only the line it changes, so the other 4,999 keep
// their object and their check. Keyed weakly, so removed lines take their checks with them.
const checks = new WeakMap<FormLine, CheckedLine>();

/** The line's numbers and rule problems, computed once per line object (issue 15: validate the changed line only). */
export function checkedLine(line: FormLine): CheckedLine {
  let checked = checks.get(line);
  if (!checked) {
    const rule = ruleLine(line);
    checked = { rule, problems: lineProblems(rule) };
    checks.set(line, checked);
  }
  return checked;
}
