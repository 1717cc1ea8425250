import { defineRoute, LIST_READ, Type } from '@cockpit/contracts';
import { body, id, ids, listAnswer, listQuery, multiStatusAnswer, quantity, result } from '@cockpit/contracts/schema-parts';
import { zeroOrMore } from '@cockpit/contracts/warehouse-parts';

/** Maintenance (replenishment): min/max levels and the min/max and order-based replenishment runs. */
export const Maintenance = {
  description: defineRoute({
    key: 'Maintenance.description',
    method: 'GET',
    path: 'Maintenance/description',
    permission: LIST_READ.Maintenance,
    query: listQuery('Maintenance'),
    answer: listAnswer(),
    description: "The Maintenance grid's rows (min/max levels of pick locations); with skip/take a page { data, totalCount }.",
  }),
  minMax: defineRoute({
    key: 'Maintenance.minMax',
    method: 'PUT',
    path: 'Maintenance/minMax',
    permission: 'data/edit_min_max',
    body: body({ materialId: id, locationId: id, minQuantity: zeroOrMore, maxQuantity: quantity }),
    answer: result(Type.Object({ id })),
    description: 'Set the min/max level of a material in a pick location (min may not exceed max).',
    example: { result: { id: 9 } },
  }),
  replenishMinMax: defineRoute({
    key: 'Maintenance.replenishMinMax',
    method: 'PUT',
    path: 'Maintenance/replenishMinMax',
    permission: 'data/replenish',
    feature: 'MaintenanceMinMax',
    body: body({ ids: Type.Optional(ids) }),
    answer: multiStatusAnswer,
    description: 'Min/max replenishment of the given levels, or of all (feature MaintenanceMinMax; multi-status).',
  }),
  replenishOrderBased: defineRoute({
    key: 'Maintenance.replenishOrderBased',
    method: 'PUT',
    path: 'Maintenance/replenishOrderBased',
    permission: 'data/replenish',
    feature: 'MaintenanceOrderBased',
    body: body({}),
    answer: multiStatusAnswer,
    description: 'Order-based replenishment for the lines waiting for stock (feature MaintenanceOrderBased; multi-status).',
  }),
} as const;
