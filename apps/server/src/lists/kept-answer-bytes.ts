import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, GZIP_OPTIONS, SYNC_COMPRESS_MAX_BYTES } from '../http/compression';

/**
 * The wire bytes of a kept list answer (list-answer-cache.ts), made once per answer and encoding.
 *
 * Why: a kept answer is the same object for every request until the next commit, yet serialising
 * and compressing it per request cost about a third of a repeated Stock page's time (brotli of
 * 16 kB). The bytes are kept beside the answer (a WeakMap: they go when the answer is dropped).
 *
 * The choice of encoding is the compression plugin's (http/compression.ts): brotli, else gzip,
 * negotiated with the same library from Accept-Encoding (`*` and `x-gzip` counted as gzip); nothing
 * below its threshold or for a client that sends `x-no-compression`. The plugin leaves an answer
 * that already carries a Content-Encoding as it is.
 *
 * Whatever the answer's size it is compressed once per encoding: a classic page's whole list (the
 * Stocks page's ~420 rows, 322 kB of JSON) compressed per request cost ~2 ms of CPU each time and
 * cut its rate to a twelfth of a plain server's. Up to SYNC_COMPRESS_MAX_BYTES in one call; a
 * larger answer in zlib's thread pool (so one big list does not hold up every other request), the
 * requests that come meanwhile waiting on the same compression.
 */
interface Bytes {
  json: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

// Looked up on each call (not bound once), so that a test can count the compressions.
const brotli = (json: Buffer) => promisify(zlib.brotliCompress)(json, BROTLI_OPTIONS);
const gzip = (json: Buffer) => promisify(zlib.gzip)(json, GZIP_OPTIONS);

const kept = new WeakMap<object, Bytes>();

/**
 * Each row's JSON as UTF-8 bytes, kept beside the row object. A whole list refreshed by rows
 * (list-row-refresh.ts) shares the objects of its unchanged rows with the answer before it, so its
 * bytes are the kept rows' bytes joined with the changed rows' new bytes: only the changed rows are
 * serialised and encoded again (the Stocks page's 419 rows cost 2–4 ms to serialise whole, and
 * joining their texts into one string and encoding that string to UTF-8 another 2–3 ms a refresh;
 * one Buffer.concat of the kept bytes is a copy of ~290 kB). `JSON.stringify` of an array is its
 * elements' texts joined by commas in brackets, so the bytes are the same.
 */
const rowBytes = new WeakMap<object, Buffer>();
const OPEN = Buffer.from('{"result":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

function answerBytes(answer: object): Buffer {
  if (!Array.isArray(answer) || !answer.every((row) => typeof row === 'object' && row !== null)) return Buffer.from(JSON.stringify({ result: answer }), 'utf8');
  const parts: Buffer[] = [OPEN];
  for (const row of answer as object[]) {
    let bytes = rowBytes.get(row);
    if (bytes === undefined) rowBytes.set(row, (bytes = Buffer.from(JSON.stringify(row), 'utf8')));
    if (parts.length > 1) parts.push(COMMA);
    parts.push(bytes);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const text = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/iu.test(text)) reply.header('vary', text ? `${text}, accept-encoding` : 'accept-encoding');
}

/** The payload to send for `{ result: answer }`, with its Content-Type and Content-Encoding set. */
export async function keptAnswerPayload(request: FastifyRequest, reply: FastifyReply, answer: object): Promise<Buffer> {
  let bytes = kept.get(answer);
  if (!bytes) {
    bytes = { json: answerBytes(answer) };
    kept.set(answer, bytes);
  }
  reply.type('application/json; charset=utf-8');
  const accept = request.headers['accept-encoding'];
  const size = bytes.json.length;
  if (size < COMPRESS_THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined || !accept) return bytes.json;
  const encoding = negotiate(accept.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip']);
  const small = size <= SYNC_COMPRESS_MAX_BYTES;
  const json = bytes.json;
  if (encoding === 'br') {
    bytes.br ??= small ? Promise.resolve(zlib.brotliCompressSync(json, BROTLI_OPTIONS)) : brotli(json);
  } else if (encoding === 'gzip') {
    bytes.gzip ??= small ? Promise.resolve(zlib.gzipSync(json, GZIP_OPTIONS)) : gzip(json);
  } else {
    return bytes.json;
  }
  const compressed = await bytes[encoding]!;
  addVary(reply);
  reply.header('content-encoding', encoding);
  return compressed;
}
