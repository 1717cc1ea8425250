import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/**
 * The wire bytes of an answer that changes only when a file changes (the schemas bundle, the
 * translation catalogues: validated-answer.ts), packed once per version at the encoders' best
 * settings, as the console's own assets are packed at build time.
 *
 * Why: every first screen downloads both (36 kB and 26 kB as the compression plugin packs a
 * dynamic answer, brotli quality 4); brotli at quality 11 makes them 28.5 kB and 21.5 kB, and a
 * packed version is sent as it is, with no compression per request at all. Quality 11 is slow (a
 * few hundred ms for the bundle on a quiet machine, seconds under load), so it runs in zlib's
 * thread pool once a version is first asked for; until it is done, answers go out as every other
 * answer does (the plugin packs them on the fly), never waiting for it.
 *
 * Versions are kept by ETag (a new file gives a new tag), the last few only.
 */
export type Packing = { br?: Buffer; gzip?: Buffer; started: boolean };

const BROTLI_BEST: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_BEST: zlib.ZlibOptions = { level: 9 };
/** Each language's catalogue and each unit's bundle is a version of its own: a few dozen at most. */
export const PACKED_VERSIONS_KEPT = 32;

const packed = new Map<string, Packing>();
/** Packings still running, so that a benchmark or a test can wait until a version is packed. */
const running = new Set<Promise<void>>();

/** Resolves once every packing started so far has finished. */
export async function packingsDone(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

function track(work: (done: () => void) => void): void {
  const promise = new Promise<void>((resolve) => work(resolve)).finally(() => running.delete(promise));
  running.add(promise);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const text = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/iu.test(text)) reply.header('vary', text ? `${text}, accept-encoding` : 'accept-encoding');
}

/** The packing of this version, started in the background the first time it is asked for. */
export function packingOf(etag: string, json: string): Packing {
  let entry = packed.get(etag);
  if (entry) return entry;
  entry = { started: Buffer.byteLength(json) >= COMPRESS_THRESHOLD_BYTES };
  if (packed.size >= PACKED_VERSIONS_KEPT) packed.delete(packed.keys().next().value!);
  packed.set(etag, entry);
  if (entry.started) {
    const done = entry;
    const bytes = Buffer.from(json, 'utf8');
    // A failure leaves the version packed per request by the plugin, as before.
    track((finished) =>
      zlib.brotliCompress(bytes, { ...BROTLI_BEST, params: { ...BROTLI_BEST.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }, (error, out) => {
        if (!error) done.br = out;
        finished();
      }),
    );
    track((finished) =>
      zlib.gzip(bytes, GZIP_BEST, (error, out) => {
        if (!error) done.gzip = out;
        finished();
      }),
    );
  }
  return entry;
}

/**
 * The packed bytes for this request, with Content-Encoding and Vary set, when the client accepts
 * an encoding whose packing is done; undefined otherwise (the JSON is sent and the plugin decides).
 * The encoding is chosen as the plugin chooses it: brotli, else gzip, from Accept-Encoding.
 */
export function packedPayload(request: FastifyRequest, reply: FastifyReply, etag: string, json: string): Buffer | undefined {
  const entry = packingOf(etag, json);
  const accept = request.headers['accept-encoding'];
  if (!entry.started || !accept || request.headers['x-no-compression'] !== undefined) return undefined;
  const encoding = negotiate(accept.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip']);
  const bytes = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined;
  if (!bytes) return undefined;
  addVary(reply);
  reply.header('content-encoding', encoding);
  return bytes;
}
