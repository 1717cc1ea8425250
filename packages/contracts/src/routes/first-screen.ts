import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { open, result } from '../schema-parts';

/**
 * One part of the first-screen answer: a call the console would make on its own (the route's key,
 * what it sends) and that call's answer as the route itself gives it to this caller (its status and
 * body: `{ result }`, or the refusal `{ status, code, message }`).
 */
const part = Type.Object({
  key: Type.String({ description: "The route's key, e.g. `User.current`." }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  query: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  status: Type.Integer({ description: "The route's own status for this caller (200, or its refusal)." }),
  body: Type.Unknown({ description: "The route's own answer: `{ result }`, or `{ status, code, message }` when it refused." }),
});

/** What a grid page's load needs before its rows are shown, in one call. */
export const FirstScreen = {
  parts: defineRoute({
    key: 'FirstScreen.parts',
    method: 'GET',
    path: 'FirstScreen/parts',
    permission: SIGNED_IN,
    query: Type.Object({
      page: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_/-]*$', description: "The page's path (a grid page's: its views and look-ups are added)." }),
      languageCode: Type.Optional(Type.String({ maxLength: 10, description: 'The language the console starts in (its texts and en-GB are added); en-GB by default.' })),
      only: Type.Optional(
        Type.Union([Type.Literal('shell'), Type.Literal('views')], {
          description:
            "One half of the parts: `shell` (the schemas, settings, user, texts and look-ups: what the console's first render needs) or `views` (the grid's saved views, the primary views and the opening view's detail). Without it, both.",
        }),
      ),
    }),
    answer: open(result(Type.Object({ parts: Type.Array(part) }))),
    description:
      "What a page's first screen asks for before its rows, in one answer: the page's part of the schemas and of the texts (its language and en-GB), the session's settings, the user, and on a grid page its saved views, the primary views, the opening view's detail and the look-ups its columns and filters show. `only` asks for one half, so that the shell's parts need not wait for the views'. Each part is the answer the route itself gives this caller (its permission and business unit). ETag and Cache-Control so a warm load revalidates (304).",
  }),
} as const;
