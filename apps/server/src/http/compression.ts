import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Content types compressed on the fly: JSON, text (never text/event-stream, which must flow as it
 * is written), XML, JavaScript, SVG. Anything else falls back to mime-db's `compressible` flag,
 * so binary downloads (xlsx, zip, images, application/octet-stream) are sent as they are.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)|^image\/svg\+xml(?:;|$)/u;

/**
 * Compression of answers, chosen by the request's Accept-Encoding: brotli, else gzip; nothing for
 * a client that asks for neither. Registered before any route (the plugin sets its hook on each
 * route as it is added). What it leaves alone:
 * - answers under COMPRESS_THRESHOLD_BYTES and answers that already carry a Content-Encoding (the
 *   console's assets, served precompressed from the .br/.gz files the build writes beside them);
 * - the live hub's WebSocket (an 'upgrade' on the HTTP server, never a Fastify route);
 * - partial content (206 / Content-Range) and non-compressible types (see COMPRESSIBLE);
 * - a route that streams as it goes should set `compress: false` in its options.
 * Request bodies are not decompressed: no client of ours sends them compressed, and inflating
 * them would let a small body get past bodyLimit's intent.
 */
/**
 * Dynamic answers: brotli quality 4 and gzip level 5 keep the CPU cost per answer small (brotli's
 * default of 11 takes tens of milliseconds on a large list) while beating gzip 6 on size; a 1 MiB
 * window instead of 4 MiB makes each compressor cheaper to set up. Shared with the kept list
 * answers (lists/kept-answer-bytes.ts), which are compressed once instead of per request.
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 20 } };
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 5 };
/**
 * Answers up to 64 KiB (a page of a list is ~15 kB) are compressed in one call: ~0.1-0.5 ms,
 * cheaper than a compression stream per answer (the plugin's default on 2 cores is 8 KiB, which
 * cost a 20-row Stock page about a quarter of its throughput in server-throughput). Larger ones
 * are compressed as a stream, so that one big list does not hold up every other request.
 */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  });
}
