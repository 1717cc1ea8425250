import { Type, type Static } from '@sinclair/typebox';
import { CUSTOM_VIEWS_PERMISSION, VIEW_SAVE_PERMISSIONS } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { open, result } from '../schema-parts';

/** A grid's view name (Material, MaterialSsp ...): the owner of its views and settings. */
export const viewOwner = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Z][A-Za-z0-9]*$' } as const;
const part = { type: 'string', maxLength: 200_000 } as const;
const ownerQuery = Type.Unsafe<{ owner: string }>({ type: 'object', additionalProperties: false, required: ['owner'], properties: { owner: viewOwner } });
/** A view id; 0 is the built-in default view of a grid. */
const viewId = Type.Unsafe<{ id: number }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 0 } } });

/** The parts of a view, each a JSON text. */
export interface ViewPartsInput {
  visibleColumnName?: string;
  columnToSortOn?: string;
  sortingDirection?: string;
  columnWidth?: string;
  activeFilters?: string;
  columnGrouping?: string;
}
export type SaveViewBody = { id?: number; owner: string; customViewName: string } & ViewPartsInput;

const saveBody = Type.Unsafe<SaveViewBody>({
  type: 'object',
  additionalProperties: false,
  required: ['owner', 'customViewName', 'visibleColumnName'],
  properties: {
    id: { type: 'integer', minimum: 0, description: 'Overwrite this view (same scope); without it a new view is made.' },
    owner: viewOwner,
    // The name rule is checked by the handler so that the answer is 'Invalid name'.
    customViewName: { type: 'string', maxLength: 500 },
    visibleColumnName: part,
    columnToSortOn: part,
    sortingDirection: part,
    columnWidth: part,
    activeFilters: part,
    columnGrouping: part,
  },
});

const viewScope = Type.Union([Type.Literal('user'), Type.Literal('businessUnit'), Type.Literal('all')]);
/** An entry of a grid's view list: enough to list, pick and manage a view. */
const viewHeader = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  customViewName: Type.String(),
  owner: Type.String(),
  key: Type.String(),
  scope: viewScope,
  isShared: Type.Boolean(),
  createdBy: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  isOwn: Type.Boolean(),
  canModify: Type.Boolean(),
});
const nullablePart = Type.Optional(Type.Union([Type.String(), Type.Null()]));
/** A view with its JSON parts (which may be missing or broken in stored data). */
const viewDetail = Type.Composite([
  viewHeader,
  Type.Object({
    visibleColumnName: nullablePart,
    columnToSortOn: nullablePart,
    sortingDirection: nullablePart,
    columnWidth: nullablePart,
    activeFilters: nullablePart,
    columnGrouping: nullablePart,
  }),
]);
export type ViewHeaderRow = Static<typeof viewHeader>;

const save = (scope: keyof typeof VIEW_SAVE_PERMISSIONS, key: string, path: string, description: string) =>
  defineRoute({ key, method: 'PUT', path, permission: VIEW_SAVE_PERMISSIONS[scope], body: saveBody, answer: result(viewHeader), description });

/** Custom views of a grid: list, load one, save for me / the business unit / all, delete. */
export const CustomView = {
  header: defineRoute({
    key: 'CustomView.header',
    method: 'GET',
    path: 'CustomView/header',
    permission: CUSTOM_VIEWS_PERMISSION,
    query: ownerQuery,
    answer: result(Type.Array(viewHeader)),
    description: 'The views of a grid the caller can see (query owner = grid view name), the default view (id 0) first.',
    example: {
      result: [
        { id: 0, customViewName: 'Default', owner: 'Material', key: 'Material_GridSettings', scope: 'all', isShared: true, createdBy: null, isOwn: false, canModify: false },
      ],
    },
  }),
  detail: defineRoute({
    key: 'CustomView.detail',
    method: 'GET',
    path: 'CustomView/detail/{id}',
    permission: CUSTOM_VIEWS_PERMISSION,
    params: viewId,
    query: Type.Unsafe<{ owner?: string }>({ type: 'object', additionalProperties: false, properties: { owner: viewOwner } }),
    answer: result(viewDetail),
    description: 'One view with its JSON parts; id 0 (the default view) needs the query owner.',
  }),
  saveForMe: save('user', 'CustomView.saveForMe', 'CustomView/SaveForMe', 'Saves a personal view; with id, overwrites it.'),
  saveForBusinessUnit: save('businessUnit', 'CustomView.saveForBusinessUnit', 'CustomView/SaveForBusinessUnit', 'Saves a view for every user of the business unit.'),
  saveForAll: save('all', 'CustomView.saveForAll', 'CustomView/SaveForAll', 'Saves a view for every user of every business unit (a global administrator).'),
  delete: defineRoute({
    key: 'CustomView.delete',
    method: 'DELETE',
    path: 'CustomView',
    permission: CUSTOM_VIEWS_PERMISSION,
    body: viewId,
    answer: result(Type.Boolean()),
    description: 'Deletes a view; body { id }.',
  }),
} as const;

/** The caller's grid settings: the layout record of a grid that applies to the caller. */
export const User = {
  gridSettings: defineRoute({
    key: 'User.gridSettings',
    method: 'GET',
    path: 'User/gridSettings',
    permission: SIGNED_IN,
    query: ownerQuery,
    answer: open(
      result(
        Type.Object({
          owner: Type.String(),
          key: Type.String(),
          value: Type.Union([Type.String(), Type.Null()]),
          source: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    ),
    description: "The grid's <owner>_GridSettings record that applies to the caller (user, scope unit, business unit or factory), and where it comes from.",
  }),
} as const;
