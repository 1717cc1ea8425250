import type { FastifyRequest } from 'fastify';

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
