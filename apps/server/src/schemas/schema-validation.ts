import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routes } from '@cockpit/contracts';
import { formatIssue, type SchemaReport } from '@cockpit/core/schema';
import { pageBundle, type SchemaBundle } from '@cockpit/core/schema-store';
import type { AppContext } from '../context';
import { schemaCheckerFor } from './schema-check';
import { unitSchemasFor } from './unit-schemas';
import { registerRoute } from '../http/register-route';
import { prepareValidated, sendValidated } from '../http/validated-answer';

/** One line per error at warn, warnings at info (menus are written ahead of their screens). */
export function logSchemaReport(log: FastifyBaseLogger, report: SchemaReport, folder: string): void {
  const label = path.relative(process.cwd(), folder) || '.';
  for (const issue of report.issues) {
    if (issue.severity === 'error') log.warn(`schema error: ${formatIssue(issue, label)}`);
    else log.info(`schema warning: ${formatIssue(issue, label)}`);
  }
  const summary = `schemas checked: ${report.errorCount} errors, ${report.warningCount} warnings in ${report.files.length} files`;
  if (report.errorCount) log.warn(`${summary}; the broken screens show why in the console, the rest works`);
  else log.info(summary);
  for (const skipped of report.skipped) log.info(`schema check skipped: ${skipped}`);
}

/**
 * Validates the schemas folder once the server listens and logs what is wrong: a broken grid must not keep the
 * server from starting. Schemas.validation answers the report (any signed-in user) and
 * Schemas.bundle the files the console loads with their errors, with the caller's unit's studio
 * overlays applied; both check the folder again when it changed, so that an integrator's fix shows
 * without a restart.
 */
export async function schemaValidationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const check = schemaCheckerFor(ctx.config.schemasDir);
  const unitSchemas = unitSchemasFor(ctx.config.schemasDir);
  // The start's check runs once the server listens (it took about a fifth of a restart before it),
  // and its report is logged when done; a request for the report or the bundle meanwhile waits
  // for that same check.
  const startCheck = () =>
    void check().then(
      (result) => {
        logSchemaReport(ctx.log, result.report, ctx.config.schemasDir);
        // The bundle a unit without studio overlays gets is this same object (unit-schemas.ts).
        // Packing is a saving only: if it cannot start, the bundle is packed per request as before.
        try {
          if (ctx.config.packAtStart) prepareValidated({ result: result.bundle }, result.bundle);
        } catch (error) {
          ctx.log.warn({ err: error }, 'the schemas bundle could not be packed at start');
        }
      },
      (error: unknown) => ctx.log.error({ err: error }, 'schema validation failed to run'),
    );
  app.server.once('listening', startCheck);
  registerRoute(app, routes.Schemas.validation, async () => ({ result: (await check()).report }));
  // The same bundle object until the folder or the unit's overlays change: serialized and tagged once per version.
  // With a page, that page's part of it (a page load's first screen), kept per version and page.
  const parts = new WeakMap<object, Map<string, SchemaBundle>>();
  const partOf = (bundle: SchemaBundle, page: string) => {
    const byPage = parts.get(bundle) ?? new Map<string, SchemaBundle>();
    parts.set(bundle, byPage);
    let part = byPage.get(page);
    if (part) return part;
    part = pageBundle(bundle, page);
    // Only a grid page's part is kept: any other page answers the whole bundle, so no address a
    // client makes up is remembered.
    if (part !== bundle) byPage.set(page, part);
    return part;
  };
  registerRoute(app, routes.Schemas.bundle, async (request, reply) => {
    const { bundle } = await unitSchemas(ctx.db, request.caller.businessUnitId);
    const page = request.query.page?.replace(/^\/+|\/+$/g, '');
    const answer = page ? partOf(bundle, page) : bundle;
    return sendValidated(request, reply, { result: answer }, 'private', answer);
  });
}
