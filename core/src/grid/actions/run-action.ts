import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { isMultiStatus, type FailedLine } from '../../api/multi-status';
import type { QueryValue } from '../../api/query-string';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { ActionContext } from '../../plugin/define-plugin';
import type { GridAction, GridColumn } from '../schema-types';
import { selectionProblem, selectionProblemText } from './action-rules';
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
  return runtime.api.call(runtime.api.route(call.api), {
    params: fillTemplate(call.params ?? {}, scope) as Record<string, unknown>,
    query: fillTemplate(call.query ?? {}, scope) as Record<string, QueryValue>,
    body: call.body === undefined ? undefined : fillTemplate(call.body, scope),
    silent,
    binary: action.onSuccess?.download,
  });
}

/** What one run of an action works on: the mutation's variables. */
export interface ActionVariables {
  action: GridAction;
  rows: Row[];
  form?: Row;
  parent?: Row;
  /** Called from a dialog: errors stay in the dialog (silent), not in the error modal. */
  inDialog: boolean;
}

/** A message given as a translation key (translated when the catalogue has it) or as a text. */
function messageText(runtime: CockpitRuntime, t: TFunction, message: string, values?: Record<string, unknown>): string {
  return runtime.i18n.exists(message, values) ? String(t(message, values)) : message;
}

/** What a plugin's action handler gets: the rows, the form and the answer, and the runtime's helpers. */
export function actionContext(runtime: CockpitRuntime, t: TFunction, scope: { rows: Row[]; form?: Row; parent?: Row; answer?: unknown; reload(): void }): ActionContext {
  return {
    ...scope,
    api: runtime.api,
    t,
    i18n: runtime.i18n,
    // A success is told only when the answer says so: after a partial answer the multi-status dialog tells what did and did not happen.
    success: (message, values) => {
      if (answerSucceeded(scope.answer)) void runtime.modals.open('success', { message: messageText(runtime, t, message, values) });
    },
    error: (message, values) => void runtime.modals.error({ message: messageText(runtime, t, message, values) }),
    confirm: async (message, values) => (await runtime.modals.open<boolean>('confirm', { message: messageText(runtime, t, message, values) })) === true,
    // An unknown name shows 'Template for dynamic modal not found!' (the modal store).
    openModal: (template, props) => runtime.modals.open(template, props),
  };
}

/**
 * The work of an action, run as a TanStack Query mutation (ActionBar): the call (once, or per row
 * summed up as a multi-status answer), then the plugin handler. Answers the call's answer.
 */
export async function performAction(runtime: CockpitRuntime, t: TFunction, variables: ActionVariables, reload: () => void): Promise<unknown> {
  const { action, rows, form, parent, inDialog } = variables;
  const scope: TemplateScope = { rows, form, parent };
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
        failed.push({
          id: String(row.id ?? succeeded + failed.length),
          label: String(row.orderNo ?? row.name ?? row.itemNo ?? row.id ?? ''),
          code: e?.code ?? 'Error',
          message: e?.message ?? String(error),
        });
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
    await handler(actionContext(runtime, t, { rows, form, parent, answer, reload }));
  }
  return answer;
}

/**
 * Whether an answer says that everything went through: false for a multi-status answer (or the
 * per-row sum of one) with a failed line, or one in which nothing was done.
 */
export function answerSucceeded(answer: unknown): boolean {
  if (isMultiStatus(answer)) return answer.failed.length === 0 && answer.successCount > 0;
  const perRow = answer as { succeeded?: unknown; failed?: unknown } | undefined;
  if (perRow && typeof perRow.succeeded === 'number' && Array.isArray(perRow.failed)) return perRow.failed.length === 0 && perRow.succeeded > 0;
  return true;
}

/**
 * How many rows an answer says went through, for the success notice: the success count of a
 * multi-status answer (none when a line failed: the multi-status dialog tells), else the rows
 * the action ran on (at least 1, for actions without a selection such as create).
 */
export function succeededCount(answer: unknown, rows: readonly unknown[]): number | undefined {
  if (isMultiStatus(answer)) return answer.failed.length > 0 ? undefined : answer.successCount;
  const perRow = answer as { succeeded?: unknown; failed?: unknown } | undefined;
  if (perRow && typeof perRow.succeeded === 'number' && Array.isArray(perRow.failed)) return perRow.failed.length > 0 ? undefined : perRow.succeeded;
  return Math.max(rows.length, 1);
}

/** How long after an action the grid waits for its change over the hub before reading its rows again. */
export const LIVE_CHANGE_GRACE_MS = 2000;

/**
 * Whether a change reaches the grid over the hub: listens to the grid's view from before the call;
 * settled() answers true as soon as a message came (or comes within the grace time). Undefined
 * when the hub is not connected (the grid then reads its rows again at once).
 */
export function watchLiveChange(runtime: CockpitRuntime, view: string): { settled(graceMs: number): Promise<boolean>; stop(): void } | undefined {
  if (runtime.live.connection?.state !== 'connected') return undefined;
  let arrived!: () => void;
  let came = false;
  const message = new Promise<void>((resolve) => (arrived = resolve));
  const off = runtime.live.subscribe(view, 'master', () => {
    came = true;
    arrived();
  });
  return {
    async settled(graceMs) {
      if (!came) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([message, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
        clearTimeout(timer);
      }
      off();
      return came;
    },
    stop: off,
  };
}

export interface RunActionOptions {
  parent?: Row;
  /** Reads the grid's rows again. */
  onDone(): void;
  /** The grid's view on the live-update hub: without an explicit onSuccess.reload, a change that comes over it makes a reload needless. */
  liveView?: string;
  /** The grid's columns: they name a field and its values in the user's language in warnings. */
  columns?: readonly GridColumn[];
  /** How many rows the grid shows (its current page): an action on a larger selection is confirmed first. */
  visibleRows?(): number;
  /** Runs the work (ActionBar: a TanStack Query mutation); performAction itself by default. */
  perform?(variables: ActionVariables): Promise<unknown>;
}

/**
 * Runs a declared action: the selection rule, the confirmation, the dialog, the work (call and
 * plugin handler, performAction), and what the answer does: download, success message or notice,
 * reload.
 * onSuccess.reload true reads the rows again, false never; unset, they are read again unless the
 * grid's change comes over the live-update hub (within LIVE_CHANGE_GRACE_MS).
 */
export async function runAction(runtime: CockpitRuntime, t: TFunction, action: GridAction, rows: Row[], options: RunActionOptions): Promise<void> {
  const problem = selectionProblem(action, rows);
  if (problem) {
    await runtime.modals.open('warning', { title: t('Warnings.cannotPerformAction'), message: selectionProblemText(problem, t, options.columns) });
    return;
  }
  const visible = action.selection === 'none' ? undefined : options.visibleRows?.();
  if (visible !== undefined && rows.length > visible) {
    // Rows the user cannot see are in the selection (select all, or other pages): say so first.
    const ok = await runtime.modals.open<boolean>('confirm', { message: t('GridSelection.largerThanVisible', { count: rows.length, visible }) });
    if (!ok) return;
  }
  if (action.confirm) {
    const ok = await runtime.modals.open<boolean>('confirm', { message: t(action.confirm, { count: rows.length }) });
    if (!ok) return;
  }
  const work = options.perform ?? ((variables: ActionVariables) => performAction(runtime, t, variables, options.onDone));

  const perform = async (form: Row | undefined, inDialog: boolean) => {
    const reload = action.onSuccess?.reload;
    const live = reload === undefined && options.liveView ? watchLiveChange(runtime, options.liveView) : undefined;
    let answer: unknown;
    try {
      answer = await work({ action, rows, form, parent: options.parent, inDialog });
    } catch (error) {
      live?.stop();
      throw error;
    }
    if (action.onSuccess?.download && answer instanceof Blob) saveBlob(answer, `${action.id}`);
    // The success message and notice only when the answer says everything went through; a partial
    // (multi-status) answer has its own dialog listing what did and did not happen.
    const count = succeededCount(answer, rows);
    if (action.onSuccess?.message && answerSucceeded(answer)) void runtime.modals.open('success', { message: t(action.onSuccess.message, { count: count ?? rows.length }) });
    if (action.onSuccess?.notice && count !== undefined && count > 0) runtime.modals.notices.show(String(t(action.onSuccess.notice, { ...form, count })));
    if (reload === false) return;
    if (live) {
      void live.settled(LIVE_CHANGE_GRACE_MS).then((came) => {
        if (!came) options.onDone();
      });
    } else options.onDone();
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
