import { defineRoute, LIST_READ, type RouteRight, SIGNED_IN, Type } from '@cockpit/contracts';
import { body, id, ids, listAnswer, listQuery, multiStatusAnswer, open, result } from '@cockpit/contracts/schema-parts';
import { idsBody, namedOption, priority } from '@cockpit/contracts/warehouse-parts';

/** An action on the selected orders, answered per order (multi-status). */
const orderAction = (action: string, permission: RouteRight, description: string) =>
  defineRoute({ key: `Process.${action}`, method: 'PUT', path: `Process/${action}`, permission, body: idsBody('orderIds'), answer: multiStatusAnswer, description });

/** The Process calls: prepare and unprepare orders, cancel them in their processes, execution priority. */
export const Process = {
  prepare: orderAction('prepare', 'data/prepare', 'Prepare orders: reserve stock in pick locations and make their pick tasks; an order short of stock is refused (multi-status).'),
  preparePartly: orderAction('preparePartly', 'data/partly_prepare', 'Prepare orders with the stock there is in pick locations, short lines left open (multi-status).'),
  prepareAndWait: orderAction('prepareAndWait', 'data/prepare_and_wait', 'Prepare orders; short lines that bulk stock can fill wait for replenishment (multi-status).'),
  unprepare: orderAction('unprepare', 'data/unprepare', 'Unprepare orders: their open tasks are cancelled and the stock released (multi-status).'),
  cancelOrderInProcesses: orderAction('cancelOrderInProcesses', 'data/cancel_order_process', 'Cancel orders in their running processes (multi-status).'),
  executionPriority: defineRoute({
    key: 'Process.executionPriority',
    method: 'PUT',
    path: 'Process/executionPriority',
    permission: 'data/change_priority_date',
    body: body({ operationIds: ids, executionPriority: priority }),
    answer: multiStatusAnswer,
    description: 'Set the execution priority (1-99) of operations (multi-status).',
  }),
} as const;

/** Process definitions. */
export const ProcessDefinition = {
  activeCategories: defineRoute({
    key: 'ProcessDefinition.activeCategories',
    method: 'GET',
    path: 'ProcessDefinition/activeCategories',
    permission: 'data/navigation',
    answer: open(result(Type.Array(namedOption))),
    description: 'The process categories of open jobs, as { name, description }.',
    example: { result: [{ name: 'Picking', description: 'Picking' }] },
  }),
} as const;

/** Operations: the list, split order and reassign. */
export const Operation = {
  description: defineRoute({
    key: 'Operation.description',
    method: 'GET',
    path: 'Operation/description',
    permission: LIST_READ.Operation,
    query: listQuery('Operation'),
    answer: listAnswer(),
    description: "The Operations grid's rows; with skip/take a page { data, totalCount }.",
  }),
  SplitOrder: defineRoute({
    key: 'Operation.SplitOrder',
    method: 'POST',
    path: 'Operation/SplitOrder',
    permission: 'data/split_order',
    body: body({ orderId: id, orderLineIds: ids }),
    answer: result(Type.Object({ orderId: id, orderNo: Type.String() })),
    description: 'Move the selected lines of an order to a new order.',
    example: { result: { orderId: 31, orderNo: 'SO-1001-2' } },
  }),
  reassign: defineRoute({
    key: 'Operation.reassign',
    method: 'PUT',
    path: 'Operation/reassign',
    permission: 'data/reassign',
    body: Type.Object(
      { operationIds: ids, userId: Type.Optional(id), userRoleId: Type.Optional(id) },
      { additionalProperties: false, oneOf: [{ required: ['userId'] }, { required: ['userRoleId'] }] },
    ),
    answer: multiStatusAnswer,
    description: "Give the operations' open tasks to another user or user role (multi-status).",
  }),
} as const;

/** Repair tools. */
export const Tools = {
  UpdateOperationViewData: defineRoute({
    key: 'Tools.UpdateOperationViewData',
    method: 'POST',
    path: 'Tools/UpdateOperationViewData',
    // Administrators only: the handler refuses everyone else.
    permission: SIGNED_IN,
    answer: result(Type.Object({ orders: Type.Integer({ minimum: 0 }) })),
    description: 'Recompute the line, operation and order states of open orders (a repair tool; administrators only).',
    example: { result: { orders: 120 } },
  }),
} as const;
