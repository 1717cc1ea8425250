import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { LIST_READ, WRITE } from '../door-permissions';
import { idParams, idsQuery, nullableInteger, nullableNumber, nullableText, requiredText } from '../master-data-parts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '../schema-parts';

export const LOCATION_STATUSES = ['Active', 'Inactive', 'Blocked'] as const;

/** The location dialog's fields, plus the two pick flags the list shows. */
const locationFields = {
  name: Type.Optional(requiredText(100)),
  // The share of the volume that may be filled: above 0, at most 1, two decimals.
  fillFactor: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1 })),
  maxWeight: Type.Optional(nullableNumber()),
  length: Type.Optional(nullableNumber()),
  height: Type.Optional(nullableNumber()),
  width: Type.Optional(nullableNumber()),
  weight: Type.Optional(nullableNumber()),
  volume: Type.Optional(nullableNumber()),
  status: Type.Optional(Type.Unsafe<(typeof LOCATION_STATUSES)[number]>({ enum: LOCATION_STATUSES })),
  locationRoleId: Type.Optional(nullableInteger(1)),
  abc: Type.Optional(Type.Unsafe<'A' | 'B' | 'C' | null>({ enum: ['A', 'B', 'C', null] })),
  pickingSequence: Type.Optional(nullableInteger(0)),
  erpClassificationId: Type.Optional(nullableInteger(1)),
  controlNumber: Type.Optional(nullableText(50)),
  availableForPick: Type.Optional(Type.Boolean()),
  hidden: Type.Optional(Type.Boolean()),
};

// A new location needs its name and role: the warehouse engine decides by the role what a location is for.
const createLocationBody = Type.Object({ ...locationFields, name: requiredText(100), locationRoleId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const updateLocationBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...locationFields }, { additionalProperties: false });

export type LocationInput = Static<typeof updateLocationBody> extends infer T ? Omit<T, 'id'> : never;

const locationRow = openRow('A row of the Location list (schemas/lists/Location.json).');

/** Locations: header look-ups, the grid list, create, update, delete. */
export const Location = {
  description: defineRoute({
    key: 'Location.description',
    method: 'GET',
    path: 'Location/description',
    permission: LIST_READ.Location,
    query: listQuery('Location'),
    answer: listAnswer(locationRow),
    description: "The Locations grid's rows with used and available volume and weight.",
  }),
  header: defineRoute({
    key: 'Location.header',
    method: 'GET',
    path: 'Location/header',
    permission: SIGNED_IN,
    query: Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
    answer: result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
    description: 'Locations as id and name, optionally filtered by name.',
    example: { result: [{ id: 1, name: 'A-01-01' }] },
  }),
  headerById: defineRoute({
    key: 'Location.headerById',
    method: 'GET',
    path: 'Location/header/{id}',
    permission: SIGNED_IN,
    params: idParams,
    answer: open(result(openRow("The location dialog's fields."))),
    description: "One location with the location dialog's fields.",
  }),
  create: defineRoute({
    key: 'Location.create',
    method: 'POST',
    path: 'Location',
    permission: WRITE.locationAdd,
    body: createLocationBody,
    answer: open(result(locationRow)),
    description: 'Add a location; the answer is its row of the Location list.',
  }),
  update: defineRoute({
    key: 'Location.update',
    method: 'PUT',
    path: 'Location',
    permission: WRITE.locationUpdate,
    body: updateLocationBody,
    answer: open(result(locationRow)),
    description: 'Edit a location; fields left out keep their value.',
  }),
  delete: defineRoute({
    key: 'Location.delete',
    method: 'DELETE',
    path: 'Location',
    permission: 'data/location_delete',
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete locations: ids repeated; 207 with the lines that have stock.',
  }),
} as const;
