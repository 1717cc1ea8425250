import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { idParams, noQuery } from '../master-data-parts';
import { open, openRow, result } from '../schema-parts';
import { nullable, openRows } from '../warehouse-parts';

const entry = Type.Object({ name: Type.String(), description: nullable(Type.String()) });
const entries = open(result(Type.Array(entry)));
/** The entries of one lookup type, at a path of its own (the options of the material dialogs). */
const lookupOf = (lookupType: string, description: string) =>
  defineRoute({ key: `Lookup.${lookupType}`, method: 'GET', path: `Lookup/${lookupType}`, permission: SIGNED_IN, answer: entries, description });

/** Location roles. Look-ups are read by any signed-in user; every answer is the caller's business unit only. */
export const LocationRole = {
  header: defineRoute({
    key: 'LocationRole.header',
    method: 'GET',
    path: 'LocationRole/header',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), kind: nullable(Type.String()) })))),
    description: 'Location roles (id, name, kind).',
  }),
} as const;

/** Location role groups. */
export const LocationRoleGroup = {
  header: defineRoute({
    key: 'LocationRoleGroup.header',
    method: 'GET',
    path: 'LocationRoleGroup/header',
    permission: SIGNED_IN,
    query: noQuery,
    answer: openRows('A location role group: id, name, description, locationRoleCount.'),
    description: 'Location role groups with the number of roles in each.',
  }),
  detail: defineRoute({
    key: 'LocationRoleGroup.detail',
    method: 'GET',
    path: 'LocationRoleGroup/detail/{id}',
    permission: SIGNED_IN,
    params: idParams,
    answer: open(result(openRow('The group (id, name, description) and its locationRoles (id, name, kind).'))),
    description: 'One role group with its roles.',
  }),
} as const;

/** Load carrier types. */
export const LoadCarrierType = {
  header: defineRoute({
    key: 'LoadCarrierType.header',
    method: 'GET',
    path: 'LoadCarrierType/header',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: true })))),
    description: 'Load carrier types (id, name, description, length, width, height, maxWeight).',
  }),
} as const;

/** ERP classifications. */
export const ErpClassification = {
  header: defineRoute({
    key: 'ErpClassification.header',
    method: 'GET',
    path: 'ErpClassification/header',
    permission: SIGNED_IN,
    query: noQuery,
    answer: openRows('An ERP classification: id, name, description.'),
    description: 'ERP classifications (id, name, description).',
  }),
} as const;

/** Lookup entries: name and description by lookup type. */
export const Lookup = {
  all: defineRoute({
    key: 'Lookup.all',
    method: 'GET',
    path: 'Lookup',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(Type.Object({ lookupType: Type.String(), name: Type.String(), description: nullable(Type.String()) })))),
    description: 'Every lookup entry (lookupType, name, description).',
  }),
  byType: defineRoute({
    key: 'Lookup.byType',
    method: 'GET',
    path: 'Lookup/{lookupType}',
    permission: SIGNED_IN,
    params: Type.Object({ lookupType: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,49}$' }) }),
    answer: entries,
    description: 'The entries (name, description) of one lookup type; an unknown type answers an empty list.',
  }),
  UnitOfMeasure: lookupOf('UnitOfMeasure', 'Units of measure, as options.'),
  MaterialGroup: lookupOf('MaterialGroup', 'Material groups, as options.'),
  Container: lookupOf('Container', 'Container types of units of measure, as options.'),
} as const;
