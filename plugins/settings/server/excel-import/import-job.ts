import { type Actor, type AppContext, applyMaterialTotals, listViews, publishRows, publishWork, queueStockChangedMessage, Work } from '@cockpit/server/sdk';
import { checkReferences } from './check-references';
import type { CommandStatusStore } from './command-status';
import { importMessage, type ImportMessage } from './import-messages';
import { IMPORT_LIMITS, type SheetKind } from './layout';
import type { ReaderWorker } from './read-isolated';
import type { ImportError } from './read-workbook';
import { templateExampleErrors } from './template-examples';
import { type ImportCounts, writeImport } from './write-import';

export type ImportOutcome = { ok: true; counts: ImportCounts } | ({ ok: false; errorCount: number; errors: ImportError[] } & ImportMessage);

const refusedWith = (errors: ImportError[]): ImportOutcome => ({
  ok: false,
  ...importMessage('workbookHasErrors'),
  errorCount: errors.length,
  errors: errors.slice(0, IMPORT_LIMITS.maxErrorsListed),
});

async function publishInChunks(ctx: AppContext, viewName: string, bu: number, ids: number[]): Promise<void> {
  const view = listViews.get(viewName);
  for (let i = 0; i < ids.length; i += 500) await publishRows(ctx, view, bu, ids.slice(i, i + 500));
}

/**
 * Reads, checks and writes one workbook under a command transaction id. Nothing is written unless
 * every row of every sheet passed; the writing is one database transaction, so a failure or a
 * stopped server leaves nothing half-imported.
 */
export async function runImport(
  ctx: AppContext,
  store: CommandStatusStore,
  id: string,
  actor: Actor,
  file: Buffer,
  reader: ReaderWorker,
  mayWrite: (kind: SheetKind) => boolean,
): Promise<ImportOutcome> {
  const started = Date.now();
  const { sheets, errors } = await reader.read(file);
  if (errors.length) return refusedWith(errors);
  // The route refused sheets the caller may not write by the workbook's sheet list; this holds whatever exceljs read.
  const refused = Object.values(sheets).find((sheet) => !mayWrite(sheet.def.kind));
  if (refused) return { ok: false, ...importMessage('sheetNotAllowed', { sheet: refused.def.sheet }), errorCount: 0, errors: [] };
  const examples = templateExampleErrors(sheets);
  if (examples.length) return refusedWith(examples);
  store.progress(id, 'Checking');
  const refErrors = await checkReferences(ctx.db, actor.businessUnitId, sheets);
  if (refErrors.length) return refusedWith(refErrors);

  let work!: Work;
  const written = await ctx.db.transaction(async (tx) => {
    work = new Work(tx, actor);
    const result = await writeImport(work, sheets, ({ done, total }) => {
      store.progress(id, 'Writing', done, total);
      ctx.log.info({ transactionId: id, done, total }, 'excel import progress');
    });
    await queueStockChangedMessage(work);
    await applyMaterialTotals(work);
    return result;
  });
  ctx.log.info({ transactionId: id, counts: written.counts, ms: Date.now() - started }, 'excel import committed');
  store.progress(id, 'Publishing');
  try {
    await publishWork(ctx, work);
    await publishInChunks(ctx, 'Supplier', actor.businessUnitId, written.ids.suppliers);
    await publishInChunks(ctx, 'Location', actor.businessUnitId, written.ids.locations);
  } catch (err) {
    ctx.log.error({ err }, 'publishing the imported rows failed');
  }
  return { ok: true, counts: written.counts };
}
