import { Type } from '@sinclair/typebox';
import { defineRoute } from '../define-route';
import { LIST_READ } from '../door-permissions';
import { body, id, idParams, listAnswer, listQuery, multiStatusAnswer, result } from '../schema-parts';
import { idsBody, openRows } from '../warehouse-parts';

/** Inventory (stock counts): the journals, their lines and tasks, and accept/cancel/approve. */
export const Inventory = {
  description: defineRoute({
    key: 'Inventory.description',
    method: 'GET',
    path: '/api/Inventory/description',
    permission: LIST_READ.Inventory,
    query: listQuery('Inventory'),
    answer: listAnswer(),
    description: "The Inventory grid's rows (the count journals); with skip/take a page { data, totalCount }.",
  }),
  lines: defineRoute({
    key: 'Inventory.lines',
    method: 'GET',
    path: '/api/Inventory/lines',
    permission: LIST_READ.InventoryLine,
    query: listQuery('InventoryLine'),
    answer: listAnswer(),
    description: 'The lines of inventories (one location and material each); with skip/take a page { data, totalCount }.',
  }),
  lineTasks: defineRoute({
    key: 'Inventory.lineTasks',
    method: 'GET',
    path: '/api/Inventory/lines/{id}/tasks',
    permission: 'data/navigation',
    params: idParams,
    answer: openRows('A row of the Task list (schemas/lists/Task.json).'),
    description: 'The count tasks of one inventory line, as rows of the Task list.',
  }),
  acceptLines: defineRoute({
    key: 'Inventory.acceptLines',
    method: 'PUT',
    path: '/api/Inventory/lines/accept',
    permission: 'data/approve_line',
    body: idsBody('lineIds'),
    answer: multiStatusAnswer,
    description: 'Accept counted inventory lines (multi-status).',
  }),
  cancelLines: defineRoute({
    key: 'Inventory.cancelLines',
    method: 'PUT',
    path: '/api/Inventory/lines/cancel',
    permission: 'data/cancel_line',
    body: idsBody('lineIds'),
    answer: multiStatusAnswer,
    description: 'Cancel inventory lines and their open count tasks (multi-status).',
  }),
  addLine: defineRoute({
    key: 'Inventory.addLine',
    method: 'POST',
    path: '/api/Inventory/lines',
    permission: 'data/create_inventory',
    feature: 'InventoryManual',
    body: body({ inventoryId: id, locationId: id, materialId: id }),
    answer: result(Type.Object({ lineId: id })),
    description: 'Add a manual line (a location and material) to an inventory (feature InventoryManual).',
    example: { result: { lineId: 88 } },
  }),
  cancelInventory: defineRoute({
    key: 'Inventory.cancelInventory',
    method: 'PUT',
    path: '/api/Inventory/cancelInventory',
    permission: 'data/cancel_inventory',
    body: idsBody('ids'),
    answer: multiStatusAnswer,
    description: 'Cancel inventories and their open lines (multi-status).',
  }),
  approveInventory: defineRoute({
    key: 'Inventory.approveInventory',
    method: 'PUT',
    path: '/api/Inventory/approveInventory',
    permission: 'data/approve_inventory',
    body: idsBody('ids'),
    answer: multiStatusAnswer,
    description: 'Approve inventories whose lines are all accepted or cancelled (multi-status).',
  }),
} as const;
