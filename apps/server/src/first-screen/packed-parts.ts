import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The first-screen answer's wire bytes. It is made per user (about 120 kB of JSON, most of it the
 * page's schemas), so it cannot be packed once per version ahead of time as the schemas and texts
 * are; the compression plugin would pack it at brotli quality 4 (22.1 kB for the Stocks page).
 * Quality 5 with a 4 MiB window makes it 20.4 kB in about 3 ms on a quiet core (quality 11: 18.2 kB
 * but about 330 ms), so it is packed here, once per answer, and sent with its Content-Encoding (the
 * plugin leaves such answers alone). A client that accepts neither brotli nor gzip gets the JSON.
 */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 } };
const GZIP: zlib.ZlibOptions = { level: 6 };

export function packedParts(request: FastifyRequest, reply: FastifyReply, json: string): string | Buffer {
  const accept = request.headers['accept-encoding'];
  if (!accept || request.headers['x-no-compression'] !== undefined) return json;
  const encoding = negotiate(accept.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return json;
  const bytes = Buffer.from(json, 'utf8');
  reply.header('vary', 'accept-encoding');
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? zlib.brotliCompressSync(bytes, { params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) : zlib.gzipSync(bytes, GZIP);
}
