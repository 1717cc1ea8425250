import { routes, type RouteDefinition } from '@cockpit/contracts';
import type { ImportCounts, ImportError, ImportMessage } from '@cockpit/contracts/routes/excel-import';
import type { CockpitRuntime } from '@cockpit/core/runtime';

export type { ImportCounts, ImportError, ImportMessage };

/** Where an import stands: what the upload answered, then what the status call says. */
export type ImportState =
  | { kind: 'running'; transactionId: string; phase?: string; done?: number; total?: number }
  | { kind: 'completed'; counts: ImportCounts }
  | ({ kind: 'failed'; errorCount: number; errors: ImportError[] } & ImportMessage);

/** The route's URL: the schemas' path table wins (a backend with other paths), the route's own path otherwise. */
function urlOf(runtime: CockpitRuntime, route: RouteDefinition): string {
  return (runtime.env.apiBaseUrl ?? '') + (runtime.schemas?.paths[route.key]?.path ?? route.path);
}

const authorization = (runtime: CockpitRuntime) => ({ Authorization: `Bearer ${runtime.session.get().token ?? ''}`, 'x-lang-code': runtime.i18n.language });

/** The api client sends JSON only: the workbook goes as a multipart form, with the same token. */
export async function uploadWorkbook(runtime: CockpitRuntime, file: File): Promise<ImportState> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(urlOf(runtime, routes.Seeding.excel), { method: 'POST', body: form, headers: authorization(runtime) });
  const body = (await res.json().catch(() => undefined)) as
    | {
        result?: { transactionId: string; state: string; counts?: ImportCounts };
        message?: string;
        details?: { errors?: ImportError[]; errorCount?: number; key?: string; params?: Record<string, string | number> };
      }
    | undefined;
  if (res.status === 202 && body?.result) return { kind: 'running', transactionId: body.result.transactionId };
  if (res.ok && body?.result?.counts) return { kind: 'completed', counts: body.result.counts };
  return {
    kind: 'failed',
    key: body?.details?.key,
    params: body?.details?.params,
    message: body?.message ?? res.statusText,
    errorCount: body?.details?.errorCount ?? 0,
    errors: body?.details?.errors ?? [],
  };
}

/** GET /api/Command/transaction/status/{id}, read into the same states. */
export async function importStatus(runtime: CockpitRuntime, transactionId: string): Promise<ImportState> {
  const s = await runtime.api.call(routes.Command.transactionStatus, { params: { id: transactionId }, silent: true });
  if (s.state === 'Running') return { kind: 'running', transactionId, phase: s.phase, done: s.done, total: s.total };
  if (s.state === 'Completed' && s.result?.counts) return { kind: 'completed', counts: s.result.counts };
  return {
    kind: 'failed',
    key: s.result?.key,
    params: s.result?.params,
    message: s.result?.message ?? '',
    errorCount: s.result?.errorCount ?? 0,
    errors: s.result?.errors ?? [],
  };
}

/** The template, downloaded with the session's token and saved under its own name. */
export async function downloadTemplate(runtime: CockpitRuntime): Promise<void> {
  const blob = await runtime.api.call(routes.Seeding.exceltemplate, { binary: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'cockpit-import-template.xlsx';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
