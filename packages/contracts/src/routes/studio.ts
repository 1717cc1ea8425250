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
const listName = Type.String({ pattern: '^[A-Z][A-Za-z0-9]*$', maxLength: 100, description: 'The name of a list contract (schemas/lists/<name>.json).' });
const screenQuery = Type.Object(
  { scope: Type.Optional(studioScope), list: Type.Optional({ ...listName, description: 'Start a new screen (an id no screen has) on this list.' }) },
  { additionalProperties: false },
);

/** A screen's menu entry as the studio changes it; a screen the studio added gets an entry of its own. */
export const studioMenu = Type.Object(
  {
    icon: Type.Optional(Type.String({ maxLength: 60, description: 'One of the icons the console draws; checked as the menu file is.' })),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    label: Type.Optional(Type.String({ maxLength: 200, description: "A translation key: the screen's own Studio.<grid>.menu, or one that exists." })),
  },
  { additionalProperties: false },
);
export type StudioMenu = Static<typeof studioMenu>;

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

const draftParts = {
  scope: Type.Optional(studioScope),
  grid: gridDocument,
  texts: Type.Optional(studioTexts),
  menu: Type.Optional(Type.Union([studioMenu, Type.Null()], { description: "The screen's menu entry as changed; null or absent: as the screen below has it." })),
  list: Type.Optional({ ...listName, description: 'For a new screen: the list it starts from.' }),
};
const draftBody = Type.Object(draftParts, { additionalProperties: false });

export const studioProblem = Type.Object({ file: Type.String(), pointer: Type.String(), message: Type.String() });
export type StudioProblem = Static<typeof studioProblem>;

const change = Type.Object({ pointer: Type.String(), kind: Type.String(), before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) });

/** The screen studio: a grid's screen as the unit (or the installation) has it, its versions, and saving a change. */
export const Studio = {
  screen: defineRoute({
    key: 'Studio.screen',
    method: 'GET',
    path: 'Studio/screens/{gridId}',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    query: screenQuery,
    answer: open(
      result(
        Type.Object({
          gridId: Type.String(),
          created: Type.Boolean({ description: 'The studio added this screen (it is no file of the folder).' }),
          menu: Type.Union([studioMenu, Type.Null()]),
          menuEntry: Type.Unknown({ description: "The menu entry that opens the screen without this scope's change, or null." }),
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
    description:
      "A grid's screen in the studio: the screen under this scope, the screen with the scope's overlay, its texts, its menu entry and the list it reads; with list=<List> and an id no screen has, the start of a new screen on that list.",
  }),
  lists: defineRoute({
    key: 'Studio.lists',
    method: 'GET',
    path: 'Studio/lists',
    permission: STUDIO_PERMISSION,
    answer: open(
      result(
        Type.Array(
          Type.Object({
            name: Type.String(),
            api: Type.String(),
            permission: Type.Union([Type.String(), Type.Null()]),
            contract: Type.Unknown({ description: 'The list contract: its fields and their operators.' }),
          }),
        ),
      ),
    ),
    description: 'The lists the caller may read (the permission of the route that serves each), a new screen starts from one of them.',
  }),
  overlays: defineRoute({
    key: 'Studio.overlays',
    method: 'GET',
    path: 'Studio/overlays',
    permission: STUDIO_PERMISSION,
    query: scopeQuery,
    answer: open(
      result(
        Type.Array(
          Type.Object({
            gridId: Type.String(),
            file: Type.String(),
            version: Type.Integer(),
            created: Type.Boolean(),
            grid: gridDocument,
            texts: studioTexts,
            menu: Type.Union([studioMenu, Type.Null()]),
            stale: Type.Array(studioProblem),
          }),
        ),
      ),
    ),
    description:
      "The overlays in force under a scope (the caller's unit by default): each screen as the scope has it, its labels and menu entry, and the problems of an overlay that no longer validates over the shipped screen (the shipped screen is shown until it is mended).",
  }),
  versions: defineRoute({
    key: 'Studio.versions',
    method: 'GET',
    path: 'Studio/screens/{gridId}/versions',
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
    path: 'Studio/screens/{gridId}/check',
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
    path: 'Studio/screens/{gridId}',
    permission: STUDIO_PERMISSION,
    params: gridParams,
    body: Type.Object(
      {
        ...draftParts,
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
    path: 'Studio/screens/{gridId}/rollback',
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
