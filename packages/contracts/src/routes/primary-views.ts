import { Type } from '@sinclair/typebox';
import { CUSTOM_VIEWS_PERMISSION, VIEW_SAVE_PERMISSIONS } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { noQuery } from '../master-data-parts';
import { result } from '../schema-parts';
import { viewOwner } from './custom-views';

const primaryBody = Type.Unsafe<{ id: number; owner: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'owner'],
  properties: {
    id: { type: 'integer', minimum: 0, description: 'The view; 0 is the built-in default view.' },
    owner: viewOwner,
  },
});
const done = result(Type.Boolean());

/** A grid's primary view: the caller's own ("user") or the business unit's ("all"). */
const primaryView = Type.Object({
  owner: Type.String(),
  id: Type.Integer({ minimum: 0 }),
  customViewName: Type.String(),
  scope: Type.Union([Type.Literal('user'), Type.Literal('all')]),
});

/** Primary views: the view a grid opens with, for the caller or for every user of the business unit. */
export const User = {
  primaryViews: defineRoute({
    key: 'User.primaryViews',
    method: 'GET',
    path: 'User/primaryViews',
    permission: SIGNED_IN,
    query: noQuery,
    answer: result(Type.Array(primaryView)),
    description: "The caller's primary views and the business unit's, per grid; the caller's own wins.",
    example: { result: [{ owner: 'Material', id: 4, customViewName: 'Open orders', scope: 'user' }] },
  }),
  primaryViewSaveForMe: defineRoute({
    key: 'User.primaryViewSaveForMe',
    method: 'PUT',
    path: 'User/PrimaryView/SaveForMe',
    permission: CUSTOM_VIEWS_PERMISSION,
    body: primaryBody,
    answer: done,
    description: "Make a view the caller's primary view of its grid; body { id, owner }.",
  }),
  primaryViewSaveForAll: defineRoute({
    key: 'User.primaryViewSaveForAll',
    method: 'PUT',
    path: 'User/PrimaryView/SaveForAll',
    permission: VIEW_SAVE_PERMISSIONS.all,
    body: primaryBody,
    answer: done,
    description: 'Make a shared view the primary view of its grid for every user of the business unit (also grid/custom_views).',
  }),
  primaryViewClear: defineRoute({
    key: 'User.primaryViewClear',
    method: 'DELETE',
    path: 'User/PrimaryView',
    permission: CUSTOM_VIEWS_PERMISSION,
    body: Type.Unsafe<{ owner: string; forAll?: boolean }>({
      type: 'object',
      additionalProperties: false,
      required: ['owner'],
      properties: { owner: viewOwner, forAll: { type: 'boolean' } },
    }),
    answer: done,
    description: "Removes the user's own primary view of a grid (or, with forAll, the business unit's); body { owner, forAll }.",
  }),
} as const;
