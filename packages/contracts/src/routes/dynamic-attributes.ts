import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { noQuery } from '../master-data-parts';
import { open, openRow, result } from '../schema-parts';

/**
 * The dynamic attributes grids may show as columns: the stock attributes of the caller's business
 * unit (the feature-flags page's routes of the same controller are the settings plugin's).
 */
export const FeatureSettings = {
  DynamicAttributes: defineRoute({
    key: 'FeatureSettings.DynamicAttributes',
    method: 'GET',
    path: 'Settings/DynamicAttributes',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(openRow('A stock attribute: name, displayName, dataType, required.')))),
    description: "The dynamic attributes (stock attributes) of the caller's business unit.",
  }),
} as const;
