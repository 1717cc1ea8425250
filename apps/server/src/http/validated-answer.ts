import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { packedPayload, packingOf } from './packed-answer';

/**
 * Answers that change only when a file changes (the schemas bundle, the translation catalogues)
 * go out with an ETag and `cache-control: no-cache`: the browser keeps them and asks again with
 * If-None-Match on every load, and an unchanged answer is a 304 without a body, so a returning
 * console neither downloads nor waits for the server to serialize and compress them again.
 *
 * The serialized answer and its tag are kept per answer object: the schemas checker hands out the
 * same object until the folder changes, so serializing and hashing happen once per version. The
 * compressed bytes are made once per version too, at the encoders' best settings (packed-answer.ts).
 */
interface Serialized {
  json: string;
  etag: string;
}

const serialized = new WeakMap<object, Serialized>();

function serialize(answer: object, key: object): Serialized {
  let done = serialized.get(key);
  if (!done) {
    const json = JSON.stringify(answer);
    done = { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
    serialized.set(key, done);
  }
  return done;
}

/** True when an If-None-Match header names the tag (a list, or `*`). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/**
 * Sends `answer` as JSON with its ETag, or 304 when the request already holds it. `scope` is
 * 'private' for answers behind sign-in (no shared cache may keep them), 'public' otherwise. `key`
 * is the object whose identity stands for this version of the answer (by default the answer).
 */
export function sendValidated(request: FastifyRequest, reply: FastifyReply, answer: object, scope: 'public' | 'private', key: object = answer): FastifyReply {
  const { json, etag } = serialize(answer, key);
  reply.header('etag', etag);
  reply.header('cache-control', `${scope}, no-cache`);
  if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return reply.send(packedPayload(request, reply, etag, json) ?? json);
}

/**
 * Serializes and starts packing `answer` before anyone asks (config `packAtStart`), so that the
 * first console after a start gets it packed too. `key` as for sendValidated.
 */
export function prepareValidated(answer: object, key: object = answer): void {
  const { json, etag } = serialize(answer, key);
  packingOf(etag, json);
}
