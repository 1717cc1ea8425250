import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@cockpit/contracts';
import { schemasFromBundle, type LoadedSchemas } from '@cockpit/core/schema-store';
import type { CustomViewHeader, PrimaryViewEntry } from '@cockpit/core/views';
import type { AppContext } from '../context';
import { registerRoute } from '../http/register-route';
import { matchesTag } from '../http/validated-answer';
import { unitSchemasFor } from '../schemas/unit-schemas';
import { inOneSchemasMoment } from '../schemas/schemas-moment';
import { packedParts } from './packed-parts';
import { callUrl, firstScreenCalls, openingViewCall, viewOwnerOf, type PartCall } from './first-screen-calls';

/** The caller's headers a part's call is made with: who (the token), the console's version and language. */
const FORWARDED = ['authorization', 'client-version', 'x-lang-code', 'accept-language', 'user-agent'] as const;

interface Answered {
  call: PartCall;
  status: number;
  /** The answer's JSON text as the route sent it. */
  body: string;
}

/** A part as JSON text: the call, the route's status and its answer as sent (not parsed and written again). */
const partJson = ({ call, status, body }: Answered) =>
  `{"key":${JSON.stringify(call.key)}${call.params ? `,"params":${JSON.stringify(call.params)}` : ''}${call.query ? `,"query":${JSON.stringify(call.query)}` : ''},"status":${status},"body":${body}}`;

const parsedOr = <T>(answered: Answered | undefined): T | undefined => {
  if (!answered || answered.status !== 200) return undefined;
  try {
    return (JSON.parse(answered.body) as { result?: T }).result;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/FirstScreen/parts: what a page load asks for before its first rows, in one answer
 * (first-screen-calls.ts). Every part is made by the route the console would otherwise call, with
 * the caller's own token: that route checks its permission and scopes to the caller's business unit
 * as always, and a refusal is the part's answer (the console then does what that refusal would
 * have made it do). The whole carries an ETag, so a warm load of an unchanged first screen is a 304.
 * `only` answers one half (first-screen-calls.ts: the shell's, or the views'), each with its own tag.
 */
export async function firstScreenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const unitSchemas = unitSchemasFor(ctx.config.schemasDir);
  const loaded = new WeakMap<object, LoadedSchemas>();
  const schemasOf = async (businessUnitId: number): Promise<LoadedSchemas> => {
    const { bundle } = await unitSchemas(ctx.db, businessUnitId);
    let schemas = loaded.get(bundle);
    if (!schemas) loaded.set(bundle, (schemas = schemasFromBundle(bundle)));
    return schemas;
  };

  const answer = async (request: FastifyRequest, call: PartCall): Promise<Answered> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const reply = await app.inject({ method: call.method as 'GET', url: callUrl(call), headers });
    const json = /^application\/json/u.test(String(reply.headers['content-type'] ?? ''));
    return { call, status: reply.statusCode, body: json && reply.payload ? reply.payload : JSON.stringify(reply.payload || null) };
  };

  // One look at the schemas folder for all the parts (schemas-moment.ts): each part's route checks it.
  registerRoute(app, routes.FirstScreen.parts, (request, reply) =>
    inOneSchemasMoment(async () => {
      const page = request.query.page.replace(/^\/+|\/+$/g, '');
      const languageCode = request.query.languageCode ?? 'en-GB';
      const schemas = await schemasOf(request.caller.businessUnitId).catch(() => undefined);
      const only = request.query.only;
      const calls = firstScreenCalls(schemas, page, languageCode, only);
      const answered = calls.map((call) => answer(request, call));
      const owner = schemas && only !== 'shell' ? viewOwnerOf(schemas, page) : undefined;
      // The opening view's detail as soon as the views and the primary views are in.
      const opening = owner
        ? Promise.all(answered.filter((_, i) => calls[i].key === routes.CustomView.header.key || calls[i].key === routes.User.primaryViews.key)).then(([views, primaries]) =>
            answer(request, openingViewCall(owner, parsedOr<CustomViewHeader[]>(views), parsedOr<PrimaryViewEntry[]>(primaries))),
          )
        : undefined;
      const parts = await Promise.all(opening ? [...answered, opening] : answered);
      const json = `{"result":{"parts":[${parts.map(partJson).join(',')}]}}`;
      const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
      reply.header('etag', etag);
      reply.header('cache-control', 'private, no-cache');
      if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(packedParts(request, reply, json));
    }),
  );
}
