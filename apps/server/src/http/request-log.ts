import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request as the log shows it. Query strings carry one-time codes, OpenID states and codes and,
 * on the live hub, access tokens: the log keeps each parameter's name and never its value, so no
 * code or token is ever written to a log file.
 */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Fastify's request serializer, with the query values redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The access log: one line a request at info, written when the answer has gone ("request done":
 * method, redacted URL, status, milliseconds, the caller's address; the request id is the
 * logger's own binding). Fastify's own request logging is turned off (app.ts): it wrote two lines a
 * request, each with the serialised request and reply objects, which cost a cached Stocks page
 * about a sixth of its rate (server-throughput measures the line against logging at warn).
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Below info nothing is made: the redacted address and the caller's address cost a little on every answer.
    if ((request.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') !== false)
      request.log.info(
        { method: request.method, url: redactedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
        'request done',
      );
    done();
  });
}
