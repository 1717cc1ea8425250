import type { FastifyError, FastifyInstance } from 'fastify';
import { validationProblems, type AjvIssue } from '@cockpit/core/api';
import { isApiPath } from '@cockpit/contracts/api-base';
import { createConsolePages, type SchemaCheckOf } from './console-page';
import { HttpError } from './errors';
import { matchesTag } from './validated-answer';

type ValidationIssue = AjvIssue;

/** "body/quantity must be >= 1" rather than ajv's raw output. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((v) => {
      const where = [context ?? 'body', v.instancePath.replace(/^\//, '')].filter(Boolean).join('/');
      if (v.params && 'additionalProperty' in v.params) return `${where}: unknown property "${String(v.params.additionalProperty)}"`;
      if (v.params && 'missingProperty' in v.params) return `${where}: "${String(v.params.missingProperty)}" is required`;
      return `${where} ${v.message ?? 'is invalid'}`;
    })
    .join('; ');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ status: error.status, code: error.code, message: error.message, details: error.details });
    }
    const fe = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
    if (fe.validation) {
      // The message names the JSON path for developers; the problems let the console tell a clerk,
      // at the field, in the clerk's language (field, rule, limit: @cockpit/core/api).
      return reply.status(400).send({
        status: 400,
        code: 'BadRequest',
        message: describeValidation(fe.validationContext, fe.validation),
        details: { problems: validationProblems(fe.validation) },
      });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ status: fe.statusCode, code: fe.code ?? 'BadRequest', message: fe.message });
    }
    // Constraint violations that slipped past the checks are the caller's fault, not a crash.
    const pgCode = (error as { code?: string }).code;
    if (pgCode === '23505') return reply.status(409).send({ status: 409, code: 'Conflict', message: 'A record with the same key already exists' });
    if (pgCode === '23514' || pgCode === '23503' || pgCode === '22P02' || pgCode === '22003') {
      // Its own code, so the console tells it in the user's language (Errors.DataRule).
      return reply.status(400).send({ status: 400, code: 'DataRule', message: 'The values break a data rule' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, code: 'InternalError', message: 'Internal server error' });
  });
}

/**
 * Unknown routes: a 404 in the error shape; or, when the console is served, its index.html for
 * client-side routes (/materials-page, /login ...), so that a reload on any page works.
 */
function decodedPath(url: string): string {
  const raw = url.split('?')[0].replace(/\/{2,}/g, '/');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * What a browser gets when the server runs and the console has not been built yet: a developer's
 * page (not a translated console text: there is no console yet) that reloads itself every five
 * seconds, so the console appears by itself once `npm run build` has written it.
 */
const CONSOLE_NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Cockpit: console not built</title></head>
<body><h1>The console has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>). This page reloads every five seconds and shows the console once the build exists; the API is already running.</p></body></html>`;

export function installNotFound(app: FastifyInstance, spa?: { consoleDir: string; schemaCheck: SchemaCheckOf }): void {
  const consolePage = spa && createConsolePages(spa.consoleDir, spa.schemaCheck);
  app.setNotFoundHandler((request, reply) => {
    // Decoded, so that /%61pi/... is judged as the /api/... it means.
    const url = decodedPath(request.url);
    const lower = url.toLowerCase();
    const isPage = request.method === 'GET' && !isApiPath(lower) && !lower.startsWith('/schemas/') && !lower.startsWith('/hubs/') && !/\.[a-z0-9]+$/i.test(url);
    if (consolePage && isPage) {
      // Read per request: a rebuild while the server runs must show the new index.html, and a
      // server started before the first build serves the console as soon as it exists.
      return consolePage(url).then(
        ({ html, etag }) => {
          reply.header('cache-control', 'no-cache').header('etag', etag);
          if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
          return reply.type('text/html; charset=utf-8').send(html);
        },
        () => reply.status(503).header('cache-control', 'no-cache').header('retry-after', '5').type('text/html; charset=utf-8').send(CONSOLE_NOT_BUILT),
      );
    }
    return reply.status(404).send({ status: 404, code: 'NotFound', message: `No route ${request.method} ${url}` });
  });
}
