/**
 * What each `cockpit new <piece>` adds to a plugin besides its template's files: its declaration
 * in definePlugin (a KPI's figure in defineServerPlugin), and its route group (with the imports the
 * group needs). plugin.json's lists are then written from them (`cockpit gen plugins`).
 * `v` holds the template's placeholders (see new-piece.ts).
 */
export type PieceKind = 'widget' | 'kpi' | 'action' | 'page';
export const pieceKinds: readonly PieceKind[] = ['widget', 'kpi', 'action', 'page'];

type Values = Record<string, string>;

export interface PieceDeclarations {
  /** Entries added to definePlugin (src/index.ts): property, literal kind, the entry's source. */
  definition: Array<[property: string, kind: 'array' | 'object', entry: string]>;
  /** Entries added to defineServerPlugin (server/index.ts): property, literal kind, the entry's source. */
  serverDefinition?: Array<[property: string, kind: 'array' | 'object', entry: string]>;
  /** An import of src/index.ts the definition needs (a handler's module). */
  definitionImport?: [module: string, names: string[]];
  /** The route group for routes.ts and its imports, for pieces with a server call. */
  routes?: { declaration: string; imports: Array<[module: string, names: string[]]> };
  /** The function of the piece's server file that registers its routes, and that file (from server/). */
  serverRoutes?: [name: string, module: string];
}

const contracts = '@cockpit/contracts';
const parts = '@cockpit/contracts/schema-parts';

export function pieceDeclarations(kind: PieceKind, v: Values): PieceDeclarations {
  switch (kind) {
    case 'widget':
      return {
        definition: [['widgets', 'array', `{ type: '${v.Id}', title: '${v.Id}.title', permission: 'data/navigation', load: () => import('./${v.Piece}Widget') }`]],
        routes: {
          declaration: `/** The ${v.words} widget's call: its figure, for the caller's business unit. */
export const ${v.Id} = {
  figure: defineRoute({
    key: '${v.Id}.figure',
    method: 'GET',
    path: '${v.Id}/figure',
    permission: 'data/navigation',
    query: noQuery,
    answer: result(Type.Object({ value: Type.Integer(), total: Type.Integer() })),
    description: "The ${v.words} widget's figure: a count of the caller's business unit (value) and its total.",
  }),
};`,
          imports: [
            [contracts, ['defineRoute', 'Type']],
            ['@cockpit/contracts/master-data-parts', ['noQuery']],
            [parts, ['result']],
          ],
        },
        serverRoutes: [`${v.piece}WidgetRoutes`, `./${v.pieceKebab}-widget`],
      };
    case 'kpi':
      return {
        definition: [['kpiTemplates', 'object', `${v.Id}: { title: '${v.Id}.title', load: () => import('./${v.Piece}Kpi') }`]],
        serverDefinition: [['kpiFigures', 'array', `{ name: '${v.Id}', sql: 'server/${v.pieceKebab}.sql', permission: 'data/navigation' }`]],
      };
    case 'action':
      return {
        definition: [['actions', 'object', v.piece]],
        definitionImport: [`./${v.pieceKebab}`, [v.piece]],
        routes: {
          declaration: `/** The row action ${v.words}: its call, behind a right of its own (its default is in schemas/permissions.json). */
export const ${v.Id} = {
  run: defineRoute({
    key: '${v.Id}.run',
    method: 'POST',
    path: '${v.Id}/run',
    permission: pluginPermission('data/${v.permission}'),
    body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) }, { additionalProperties: false }),
    answer: result(Type.Integer()),
    description: "${v.words} on the selected rows; answers on how many it was new. An id of another business unit is not found.",
  }),
};`,
          imports: [
            [contracts, ['defineRoute', 'pluginPermission', 'Type']],
            [parts, ['result']],
          ],
        },
        serverRoutes: [`${v.piece}ActionRoutes`, `./${v.pieceKebab}-action`],
      };
    case 'page':
      return {
        definition: [['pages', 'array', `{ path: '${v.path}', title: '${v.Id}.title', load: () => import('./${v.Piece}Page').then((m) => m.${v.Piece}Page) }`]],
      };
  }
}
