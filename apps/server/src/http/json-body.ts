import type { FastifyInstance } from 'fastify';

/**
 * The console sends a JSON content type with every request, also with those that carry no body
 * (DELETE with its ids in the query, a PUT that only names its row): an empty body under that
 * content type is no body, not bad JSON. A body that is there is parsed by Fastify's own JSON
 * parser, with its protection against prototype poisoning.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
