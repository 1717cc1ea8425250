import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import type { FailedLine } from '../../api/answers';
import type { QueryValue } from '../../api/query-string';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { GridAction } from '../schema-types';
import { selectionProblem } from './action-rules';
import { fillTemplate, type TemplateScope } from './templates';

type Row = Record<string, unknown>;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function callOnce(runtime: CockpitRuntime, action: GridAction, scope: TemplateScope, silent: boolean): Promise<unknown> {
  const call = action.call!;
  return runtime.api.call(call.api, {
    params: fillTemplate(call.params ?? {}, scope) as Record<string, unknown>,
    query: fillTemplate(call.query ?? {}, scope) as Record<string, QueryValue>,
    body: call.body === undefined ? undefined : fillTemplate(call.body, scope),
    silent,
    binary: action.onSuccess?.download,
  });
}

/**
 * Runs a declared action: the selection rule, the confirmation, the dialog, the call (once, or per
 * row summed up as a multi-status answer), a plugin handler, and what the answer does.
 */
export async function runAction(
  runtime: CockpitRuntime,
  t: TFunction,
  action: GridAction,
  rows: Row[],
  options: { parent?: Row; onDone(): void },
): Promise<void> {
  const problem = selectionProblem(action, rows);
  if (problem) {
    const message = problem.kind === 'wrongState' ? t(problem.message, { field: problem.field, states: problem.allowed.join(', ') }) : t(problem.message);
    await runtime.modals.open('warning', { title: t('Warnings.cannotPerformAction'), message });
    return;
  }
  if (action.confirm) {
    const ok = await runtime.modals.open<boolean>('confirm', { message: t(action.confirm, { count: rows.length }) });
    if (!ok) return;
  }

  const perform = async (form: Row | undefined, inDialog: boolean) => {
    const scope: TemplateScope = { rows, form, parent: options.parent };
    let answer: unknown;
    if (action.call && action.perRow) {
      let succeeded = 0;
      const failed: FailedLine[] = [];
      for (const row of rows) {
        try {
          await runtime.loaders.track('action', () => callOnce(runtime, action, { ...scope, rows: [row] }, true));
          succeeded++;
        } catch (error) {
          if (isApiError(error) && error.silent) throw error;
          const e = isApiError(error) ? error : undefined;
          failed.push({ id: String(row.id ?? succeeded + failed.length), label: String(row.orderNo ?? row.name ?? row.itemNo ?? row.id ?? ''), code: e?.code ?? 'Error', message: e?.message ?? String(error) });
        }
      }
      if (failed.length) void runtime.modals.open('multiStatus', { result: { successCount: succeeded, failedCount: failed.length, failed } });
      answer = { succeeded, failed };
    } else if (action.call) {
      answer = await runtime.loaders.track('action', () => callOnce(runtime, action, scope, inDialog));
    }
    if (action.handler) {
      const handler = runtime.plugins.action(action.handler);
      if (!handler) throw new Error(`Unknown action handler ${action.handler}`);
      await handler({ rows, form, answer, reload: options.onDone });
    }
    if (action.onSuccess?.download && answer instanceof Blob) saveBlob(answer, `${action.id}`);
    if (action.onSuccess?.message) void runtime.modals.open('success', { message: t(action.onSuccess.message, { count: rows.length }) });
    if (action.onSuccess?.reload !== false) options.onDone();
  };

  if (action.dialog) {
    const initialData = action.dialogData === undefined ? undefined : (fillTemplate(action.dialogData, { rows, parent: options.parent }) as Row);
    await runtime.modals.open('schemaDialog', { dialogId: action.dialog, initialData, submit: (form: Row) => perform(form, true) });
    return;
  }
  try {
    await perform(undefined, false);
  } catch (error) {
    // Already shown by the API client (or silent by design); nothing more to do here.
    if (!isApiError(error)) throw error;
  }
}
