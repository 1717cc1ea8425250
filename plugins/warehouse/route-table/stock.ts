import { defineRoute, LIST_READ, type Static, Type, WRITE } from '@cockpit/contracts';
import { body, date, id, idParams, ids, listAnswer, listQuery, multiStatusAnswer, open, openRow, optionalText, quantity, result, text } from '@cockpit/contracts/schema-parts';

const cause = { causeCode: text(100), reasonText: Type.Optional(optionalText()) };
const stockIds = body({ stockIds: ids });
const place = body({ locationId: id, materialId: id });
const placeAnswer = result(Type.Object({ locationId: id, materialId: id }));
const dedicated = Type.Object({
  locationId: id,
  materialId: id,
  location: Type.String(),
  materialItemNo: Type.String(),
  materialName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type DedicatedLocationRow = Static<typeof dedicated>;

/** Stock: the list, reservations, gain/move/lose, unprepare and dedicated locations. */
export const Stock = {
  description: defineRoute({
    key: 'Stock.description',
    method: 'GET',
    path: 'Stock/description',
    permission: LIST_READ.Stock,
    query: listQuery('Stock'),
    answer: listAnswer(),
    description: "The Stocks grid's rows; with skip/take a page { data, totalCount }.",
  }),
  outgoingReservations: defineRoute({
    key: 'Stock.outgoingReservations',
    method: 'GET',
    path: 'Stock/outgoingReservations/{id}',
    permission: 'data/view_reservations',
    params: idParams,
    answer: open(result(Type.Array(openRow('A reservation: state, order and line numbers, traceability values, quantity.')))),
    description: 'The open tasks that reserve the stock, grouped by order and state.',
  }),
  gain: defineRoute({
    key: 'Stock.gain',
    method: 'POST',
    path: 'Stock/gain',
    permission: WRITE.gainStock,
    body: Type.Object(
      {
        stockId: Type.Optional(id),
        materialId: Type.Optional(id),
        locationId: Type.Optional(id),
        batch: Type.Optional(text(100)),
        expDate: Type.Optional(date),
        quantity,
        ...cause,
      },
      { additionalProperties: false, oneOf: [{ required: ['stockId'] }, { required: ['materialId', 'locationId'] }] },
    ),
    answer: result(Type.Object({ stockId: id })),
    description: 'Add quantity to a stock, or to a new stock of a material at a location, with a cause code.',
    example: { result: { stockId: 12 } },
  }),
  lose: defineRoute({
    key: 'Stock.lose',
    method: 'POST',
    path: 'Stock/lose',
    permission: 'data/lose_stock',
    body: body({ stockId: id, quantity, ...cause }),
    answer: result(Type.Object({ stockId: id })),
    description: 'Take quantity off a stock with a cause code.',
  }),
  move: defineRoute({
    key: 'Stock.move',
    method: 'POST',
    path: 'Stock/move',
    permission: 'data/move_stock',
    body: body({ stockId: id, quantity, toLocationId: id, createTask: Type.Optional(Type.Boolean()) }),
    answer: result(Type.Object({ taskId: Type.Optional(id) })),
    description: 'Move quantity of a stock to another location, at once or as a task (createTask).',
    example: { result: { taskId: 7 } },
  }),
  unprepare: defineRoute({
    key: 'Stock.unprepare',
    method: 'PUT',
    path: 'Stock/unprepare',
    permission: 'data/unprepare_stock',
    body: stockIds,
    answer: multiStatusAnswer,
    description: 'Return prepared stocks to their location; 207 with the stocks that could not be.',
    example: { result: { successCount: 2, failedCount: 0, failed: [] } },
  }),
  dedicateLocation: defineRoute({
    key: 'Stock.dedicateLocation',
    method: 'POST',
    path: 'Stock/dedicateLocation',
    permission: 'data/dedicate_location_to_material',
    body: stockIds,
    answer: placeAnswer,
    description: "Dedicate the selected stock's location to its material (one stock).",
  }),
  removeDedicatedLocation: defineRoute({
    key: 'Stock.removeDedicatedLocation',
    method: 'PUT',
    path: 'Stock/removeDedicatedLocation',
    permission: 'data/remove_dedicated_location',
    body: stockIds,
    answer: placeAnswer,
    description: "Remove the dedication of the selected stock's location to its material (one stock).",
  }),
} as const;

/** Dedicated locations: a location kept for one material. */
export const DedicatedLocation = {
  all: defineRoute({
    key: 'DedicatedLocation.all',
    method: 'GET',
    path: 'DedicatedLocation',
    permission: 'data/navigation',
    answer: result(Type.Array(dedicated)),
    description: 'Every dedicated location of the business unit, by location and item number.',
    example: {
      result: [{ locationId: 3, materialId: 5, location: 'A-01-01', materialItemNo: 'M-1001', materialName: 'Bolt', createdAt: '2026-01-05T08:00:00.000Z' }],
    },
  }),
  single: defineRoute({
    key: 'DedicatedLocation.single',
    method: 'GET',
    path: 'DedicatedLocation/single',
    permission: 'data/navigation',
    query: place,
    answer: result(dedicated),
    description: 'One dedicated location by location and material.',
  }),
  create: defineRoute({
    key: 'DedicatedLocation.create',
    method: 'POST',
    path: 'DedicatedLocation',
    permission: 'data/dedicate_location_to_material',
    body: place,
    answer: placeAnswer,
    description: 'Dedicate a location to a material.',
  }),
  update: defineRoute({
    key: 'DedicatedLocation.update',
    method: 'PUT',
    path: 'DedicatedLocation',
    permission: 'data/dedicate_location_to_material',
    body: body({ locationId: id, materialId: id, newLocationId: id }),
    answer: placeAnswer,
    description: "Move a material's dedication to another location.",
  }),
  delete: defineRoute({
    key: 'DedicatedLocation.delete',
    method: 'DELETE',
    path: 'DedicatedLocation',
    permission: 'data/remove_dedicated_location',
    query: place,
    answer: placeAnswer,
    description: 'Remove the dedication of a location to a material.',
  }),
} as const;
