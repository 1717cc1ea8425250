import { routes } from '@cockpit/contracts';
import type { TransactionStatus } from '@cockpit/contracts/routes/excel-import';
import { type AppContext, badRequest, type Caller, HttpError, notFound, registerRoute, type FastifyInstance, type FastifyRequest } from '@cockpit/server/sdk';
import { createCommandStatus } from './command-status';
import { type ImportOutcome, runImport } from './import-job';
import { importMessage, type ImportMessage } from './import-messages';
import { createImportSlots } from './import-slots';
import { IMPORT_LIMITS } from './layout';
import { importTemplate } from './template';
import { forbiddenSheet, mayImportSheet } from './sheet-permissions';
import { inspectWorkbookZip } from './zip-guard';
import { WorkbookReaders } from './read-isolated';
import multipart from '@fastify/multipart';

/** How long the upload call waits for the import before answering with the transaction id. */
export const ANSWER_WITHIN_MS = 1500;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const { Command, Seeding } = routes;

interface StartedImport {
  id: string;
  outcome: Promise<ImportOutcome>;
}

/** A refusal with the import message's key and parameters, which the console shows translated. */
const refusal = (status: number, code: string, problem: ImportMessage) => new HttpError(status, code, problem.message, { key: problem.key, params: problem.params });

/**
 * The Excel import of master data (POST
 * /api/Seeding/excel as multipart form), its template, and the status of long work
 * (GET /api/Command/transaction/status/{id}).
 */
export async function excelImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const status = createCommandStatus(ctx.db);
  const imports = createImportSlots(IMPORT_LIMITS.maxImportsPerUnit, IMPORT_LIMITS.maxImportsPerServer);
  const readers = new WorkbookReaders();
  app.addHook('onClose', async () => readers.close());
  // The embedded database has one server: work left Running was cut off by a stop (and rolled back).
  if (ctx.db.kind === 'pglite') await status.markInterrupted();

  // Multipart only in this scope: other areas keep their JSON-only body parsing.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 5, parts: 6 } });

    registerRoute(scope, Seeding.excel, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the workbook as a multipart form (field "file")');
      const caller = request.caller;
      // One import at a time per business unit, and a few on the server: each holds a workbook in memory.
      const slot = imports.take(caller.businessUnitId);
      if (slot !== 'ok') throw refusal(429, 'TooManyRequests', importMessage(slot === 'unit' ? 'importRunning' : 'serverBusy'));
      let started: StartedImport | undefined;
      try {
        started = await startImport(request, caller);
      } finally {
        if (started)
          void started.outcome.finally(() => imports.release(caller.businessUnitId)).catch((err: unknown) => ctx.log.error({ err }, 'excel import could not record its end'));
        else imports.release(caller.businessUnitId);
      }
      const { id, outcome } = started;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ctx.config.importAnswerWithinMs ?? ANSWER_WITHIN_MS);
      });
      const early = await Promise.race([outcome, waited]);
      clearTimeout(timer);
      if (!early) return reply.status(202).send({ result: { transactionId: id, state: 'Running' } });
      if (!early.ok) return reply.status(400).send({ status: 400, code: 'Import.Invalid', message: early.message, details: { transactionId: id, ...early } });
      return { result: { transactionId: id, state: 'Completed' as const, counts: early.counts } };
    });
  });

  /**
   * Reads the upload, checks the archive (real inflated sizes) and the caller's right to write every
   * sheet it holds, then starts the import job. Anything refused here has written nothing.
   */
  async function startImport(request: FastifyRequest, caller: Caller): Promise<StartedImport> {
    const part = await request.file();
    if (!part) throw badRequest('No file was sent');
    let file: Buffer;
    try {
      file = await part.toBuffer();
    } catch {
      throw badRequest(`The file is larger than ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB`);
    }
    const inspection = await inspectWorkbookZip(file);
    if (!inspection.ok) throw refusal(400, 'BadRequest', inspection.problem);
    // A sheet needs the rights of the API calls that write the same rows; one refused sheet refuses the workbook.
    const sheet = forbiddenSheet(caller, inspection.sheetNames);
    if (sheet !== undefined) throw refusal(403, 'Forbidden', importMessage('sheetNotAllowed', { sheet }));

    // The answer's wait starts once a reader thread is up (the first one loads exceljs, which takes seconds).
    const reader = await readers.acquire();
    const actor = { userId: caller.userId, businessUnitId: caller.businessUnitId };
    let id: string;
    try {
      id = await status.start('ExcelImport', caller.businessUnitId, caller.userId);
    } catch (err) {
      readers.release(reader);
      throw err;
    }
    const outcome: Promise<ImportOutcome> = runImport(ctx, status, id, actor, file, reader, (kind) => mayImportSheet(caller, kind))
      .finally(() => readers.release(reader))
      .then(
        async (done) => {
          await status.end(id, done.ok ? 'Completed' : 'Failed', done);
          return done;
        },
        async (err: unknown) => {
          ctx.log.error({ err, transactionId: id }, 'excel import failed');
          const failed: ImportOutcome = { ok: false, ...importMessage('importFailed'), errorCount: 0, errors: [] };
          await status.end(id, 'Failed', failed).catch(() => undefined);
          return failed;
        },
      );
    return { id, outcome };
  }

  registerRoute(app, Seeding.exceltemplate, async (_request, reply) => {
    reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="cockpit-import-template.xlsx"');
    return reply.send(await importTemplate());
  });

  registerRoute(app, Command.transactionStatus, async (request) => {
    const found = await status.get(request.params.id, request.caller.businessUnitId);
    if (!found) throw notFound('No such transaction');
    // What the work ended with is what its job stored: the import's outcome.
    return { result: found as TransactionStatus };
  });
}
