import type { CockpitRuntime } from '@cockpit/core/runtime';
import { ApiError } from '@cockpit/core/api';
import { SalesOrder } from '../../routes';
import type { RawSalesLine } from '../../rules';

/**
 * Sends a dropped or picked .xlsx/.csv to SalesOrder.UploadLines as multipart/form-data (the API
 * client sends JSON only) and answers the lines the server read from it.
 */
export async function uploadLines(runtime: CockpitRuntime, file: File): Promise<RawSalesLine[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'Client-Version': runtime.env.clientVersion, 'x-lang-code': runtime.i18n.language };
  const token = runtime.session.get().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const path = (runtime.schemas?.paths[SalesOrder.UploadLines.key] as { path?: string } | undefined)?.path ?? SalesOrder.UploadLines.path;
  const response = await fetch(runtime.env.apiBaseUrl + path, { method: 'POST', headers, body: form });
  const body = (await response.json().catch(() => undefined)) as { result?: { lines: RawSalesLine[] }; message?: string; code?: string } | undefined;
  if (!response.ok) throw new ApiError(response.status, body?.code ?? 'Error', body?.message ?? response.statusText);
  return body?.result?.lines ?? [];
}
