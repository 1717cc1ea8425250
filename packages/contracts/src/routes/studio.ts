import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from '../define-route';
import { open, result } from '../schema-parts';

/** Who may change screens in the studio; a unit's screens also need the unit's ScreenStudio feature. */
export const STUDIO_PERMISSION = 'header/settings/studio';
export const STUDIO_FEATURE = 'ScreenStudio';

/** `unit`: the caller's business unit's overlay; `installation`: the base screen every unit sees (global administrators). */
export const studioScope = Type.Union([Type.Literal('unit'), Type.Literal('installation')]);
export type StudioScope = Static<typeof studioScope>;

const gridParams = Type.Object({ gridId: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*$', maxLength: 100 }) });
const scopeQuery = Type.Object({ scope: Type.Optional(studioScope) }, { additionalProperties: false });

/** A grid document as schemas/meta/grid.schema.json describes it; checked by the schema validator, not here. */
const gridDocument = Type.Unsafe<Record<string, unknown>>({ type: 'object', description: 'A grid as schemas/meta/grid.schema.json describes it.' });
/** The studio's own labels per language: `{ "en-GB": { "Studio.Stock.columns.x": "Text" } }`. */
const studioTexts = Type.Record(
  Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$' }),
  Type.Record(Type.String({ pattern: '^Studio\\.[A-Za-z0-9_.-]+$', maxLength: 200 }), Type.String({ maxLength: 200 })),
  {
    maxProperties: 10,
  },
);
export type StudioTexts = Static<typeof studioTexts>;

const draftBody = Type.Object({ scope: Type.Optional(studioScope), grid: gridDocument, texts: Type.Optional(studioTexts) }, { additionalProperties: false });

export const studioProblem = Type.Object({ file: Type.String(), pointer: Type.String(), message: Type.String() });
export type StudioProblem = Static<typeof studioProblem>;

const change = Type.Object({ pointer: Type.String(), kind: Type.String(), before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) });

/** The screen studio: a grid's screen as the unit (or the installation) has it, its versions, and saving a change. */
export const Studio = {
  screen: defineRoute({
    key: 'Studio.screen',
    method: 'GET',
    path: '/api/Studio/screens/{gridId}',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    query: scopeQuery,
    answer: open(
      result(
        Type.Object({
          gridId: Type.String(),
          file: Type.String(),
          scope: studioScope,
          version: Type.Integer(),
          shipped: gridDocument,
          grid: gridDocument,
          texts: studioTexts,
          list: Type.Unknown({ description: 'The list contract of the grid (schemas/lists/<List>.json): its fields and their operators.' }),
          stale: Type.Array(studioProblem),
        }),
      ),
    ),
    description: "A grid's screen in the studio: the screen under this scope, the screen with the scope's overlay, its texts and the list it reads.",
  }),
  versions: defineRoute({
    key: 'Studio.versions',
    method: 'GET',
    path: '/api/Studio/screens/{gridId}/versions',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    query: scopeQuery,
    answer: open(
      result(
        Type.Array(
          Type.Object({
            version: Type.Integer(),
            comment: Type.String(),
            createdBy: Type.String(),
            createdAt: Type.String(),
            rollbackOf: Type.Union([Type.Integer(), Type.Null()]),
            changes: Type.Array(change),
            changesFromShipped: Type.Array(change),
          }),
        ),
      ),
    ),
    description: 'The versions of a screen under a scope, newest first, each with its changes against the previous version and against the shipped screen.',
  }),
  check: defineRoute({
    key: 'Studio.check',
    method: 'POST',
    path: '/api/Studio/screens/{gridId}/check',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    body: draftBody,
    answer: result(Type.Object({ problems: Type.Array(studioProblem) })),
    description: 'Checks a draft of a screen as a save would, storing nothing: the problems at their JSON pointers.',
    example: { result: { problems: [] } },
  }),
  save: defineRoute({
    key: 'Studio.save',
    method: 'PUT',
    path: '/api/Studio/screens/{gridId}',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    body: Type.Object(
      {
        scope: Type.Optional(studioScope),
        grid: gridDocument,
        texts: Type.Optional(studioTexts),
        comment: Type.String({ minLength: 1, maxLength: 500 }),
        version: Type.Integer({ minimum: 0, description: 'The version the change was made on; another save since then is a conflict.' }),
      },
      { additionalProperties: false },
    ),
    answer: result(Type.Object({ version: Type.Integer() })),
    description: 'Saves a changed screen as the next version of the overlay; refused (400, with the JSON pointer) when it does not validate.',
    example: { result: { version: 2 } },
  }),
  rollback: defineRoute({
    key: 'Studio.rollback',
    method: 'POST',
    path: '/api/Studio/screens/{gridId}/rollback',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    body: Type.Object(
      {
        scope: Type.Optional(studioScope),
        version: Type.Integer({ minimum: 0, description: 'The version to return to; 0 is the screen as shipped.' }),
        comment: Type.Optional(Type.String({ maxLength: 500 })),
      },
      { additionalProperties: false },
    ),
    answer: result(Type.Object({ version: Type.Integer() })),
    description: 'Returns a screen to an earlier version (0: as shipped) by saving that version again as the newest.',
    example: { result: { version: 3 } },
  }),
} as const;
