import { jsonEqual } from '@cockpit/core/schema';
import type { StudioProblem } from '@cockpit/contracts';

/**
 * What the studio may not change in a screen, because it decides who sees the screen, which rows
 * it reads or where it lives: changing one could show a role more than it may already see.
 */
const FIXED_KEYS = ['$schema', 'id', 'extends', 'component', 'permission', 'feature', 'dataSource', 'rowId', 'liveView', 'routes'] as const;

/** What an action does and who may do it: kept as the shipped screen has it. */
const ACTION_KEEPS = ['permission', 'requires', 'call', 'dialog', 'handler', 'selection', 'confirm', 'feature'] as const;

type Doc = Record<string, unknown>;
const asDoc = (v: unknown): Doc => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Doc) : {});
const asList = (v: unknown): Doc[] => (Array.isArray(v) ? v.map(asDoc) : []);

/**
 * The problems of a draft against the screen below it that the schema validator does not see:
 * the fixed keys, actions that the screen does not have or that would change what they do or
 * need, and texts outside the screen's own keys. Columns and filters are checked by the validator
 * against the list's contract.
 */
export function studioGuard(file: string, gridId: string, below: unknown, draft: unknown, texts: Record<string, Record<string, string>>): StudioProblem[] {
  const problems: StudioProblem[] = [];
  const was = asDoc(below);
  const now = asDoc(draft);
  for (const key of FIXED_KEYS) {
    if (!jsonEqual(was[key], now[key])) problems.push({ file, pointer: `/${key.replace('~', '~0')}`, message: `"${key}" cannot be changed in the studio` });
  }
  const detailWas = asDoc(was.detail);
  const detailNow = asDoc(now.detail);
  if (now.detail !== undefined && !jsonEqual(detailWas.dataSource, detailNow.dataSource)) {
    problems.push({ file, pointer: '/detail/dataSource', message: 'The detail grid\'s "dataSource" cannot be changed in the studio' });
  }
  const shippedActions = new Map(asList(was.actions).map((a) => [a.id, a]));
  asList(now.actions).forEach((action, i) => {
    const shipped = shippedActions.get(action.id);
    if (!shipped) {
      const known = [...shippedActions.keys()].join(', ') || 'none';
      problems.push({ file, pointer: `/actions/${i}`, message: `unknown action "${String(action.id)}": the actions of this screen are ${known}` });
      return;
    }
    for (const key of ACTION_KEEPS) {
      if (!jsonEqual(shipped[key], action[key]))
        problems.push({ file, pointer: `/actions/${i}/${key}`, message: `"${key}" of action "${String(action.id)}" cannot be changed in the studio` });
    }
  });
  const prefix = `Studio.${gridId}.`;
  for (const [lang, keys] of Object.entries(texts)) {
    for (const key of Object.keys(keys)) {
      if (!key.startsWith(prefix))
        problems.push({ file: `i18n/${lang}/Studio.json`, pointer: `/${key}`, message: `a label of this screen is named ${prefix}<name>, not "${key}"` });
    }
  }
  return problems;
}
