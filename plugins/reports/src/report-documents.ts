import type { TFunction } from 'i18next';
import type { CockpitRuntime } from '@cockpit/core/runtime';
import { buildExportTable, downloadBlob, toXlsx, type GridColumn, type GridSchema } from '@cockpit/core/grid';
import { formatCell, type FormatContext } from '@cockpit/core/grid';
import { fetchAllRows } from './report-rows';
import type { ReportDefinition } from './report-definitions';
import { ReportFiles } from '../routes';
import { REPORT_FILE_CONTENT_TYPES } from '../rules/report-file-rules';

export interface DocumentContext {
  runtime: CockpitRuntime;
  t: TFunction;
  def: ReportDefinition;
  grid: GridSchema;
  criteria: Record<string, unknown>;
  format: FormatContext;
  takeLimit: number;
  company: string;
}

/** The criteria as "label: value" lines in the user's formats (dates, choices translated). */
export function criteriaLines(ctx: Pick<DocumentContext, 'runtime' | 't' | 'def' | 'criteria' | 'format'>): string[] {
  const dialog = ctx.runtime.schemas?.dialogs.get(ctx.def.dialogId);
  const properties = (dialog?.form.properties ?? {}) as Record<
    string,
    { title?: string; format?: string; items?: { oneOf?: { const: unknown; title: string }[] }; oneOf?: { const: unknown; title: string }[] }
  >;
  const lines: string[] = [];
  for (const [field, value] of Object.entries(ctx.criteria)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
    const p = properties[field];
    const choices = p?.oneOf ?? p?.items?.oneOf;
    const enumName = (dialog?.uiSchema as Record<string, { 'ui:enum'?: string } | undefined> | undefined)?.[field]?.['ui:enum'];
    const show = (v: unknown) => {
      const choice = choices?.find((c) => c.const === v);
      if (choice) return ctx.t(choice.title);
      if (enumName) return ctx.t(`Enums.${enumName}.${String(v)}`, { defaultValue: String(v) });
      if (p?.format === 'date') return formatCell({ field, label: '', type: 'date' } as GridColumn, v, ctx.format);
      return String(v);
    };
    lines.push(`${p?.title ? ctx.t(p.title) : field}: ${(Array.isArray(value) ? value : [value]).map(show).join(', ')}`);
  }
  return lines;
}

function fileName(ctx: DocumentContext, extension: string): string {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `${ctx.def.key}-${stamp}.${extension}`;
}

async function tableOf(ctx: DocumentContext) {
  const { rows, totalValue } = await fetchAllRows(ctx.runtime, ctx.def, ctx.criteria, ctx.takeLimit);
  const table = buildExportTable(ctx.grid.columns, rows, (c) => ctx.t(c.label), ctx.format);
  return { table, totalValue };
}

/** Keeps the file for the user's Downloads page (the server keeps it for a set time). */
async function keep(ctx: DocumentContext, name: string, blob: Blob): Promise<void> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const contentType = REPORT_FILE_CONTENT_TYPES.find((type) => type === blob.type);
  if (!contentType) return;
  await ctx.runtime.api.call(ReportFiles.upload, { body: { name, contentType, content: btoa(binary) }, silent: true }).catch(() => undefined);
}

export async function makePdf(ctx: DocumentContext): Promise<{ name: string; blob: Blob }> {
  const { table, totalValue } = await tableOf(ctx);
  const { makeReportPdf } = await import('./pdf/report-document');
  const title = ctx.t(`Reports.names.${ctx.def.key}`);
  const blob = await makeReportPdf({
    company: ctx.company,
    title,
    criteria: criteriaLines(ctx),
    printed: ctx.t('Reports.printed', { date: formatCell({ field: 'now', label: '', type: 'datetime' } as GridColumn, new Date().toISOString(), ctx.format) }),
    headers: table.headers,
    rows: table.text,
    numeric: table.numeric,
    summary: totalValue !== undefined ? `${ctx.t('Reports.total')}: ${formatCell({ field: 'v', label: '', type: 'money' } as GridColumn, totalValue, ctx.format)}` : undefined,
    footer: (page, pages) => ctx.t('Reports.pageFooter', { page, pages }),
  });
  const name = fileName(ctx, 'pdf');
  // The user has the file first; the copy for the Downloads page follows.
  downloadBlob(blob, name);
  await keep(ctx, name, blob);
  return { name, blob };
}

export async function makeExcel(ctx: DocumentContext): Promise<{ name: string; blob: Blob }> {
  const { table } = await tableOf(ctx);
  const blob = await toXlsx(table, ctx.t(`Reports.names.${ctx.def.key}`));
  const name = fileName(ctx, 'xlsx');
  downloadBlob(blob, name);
  await keep(ctx, name, blob);
  return { name, blob };
}
