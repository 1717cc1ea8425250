import { defineRoute, LIST_READ } from '@cockpit/contracts';
import { listAnswer, listQuery, multiStatusAnswer } from '@cockpit/contracts/schema-parts';
import { idsBody } from '@cockpit/contracts/warehouse-parts';

/** Ingoing (purchase) orders: the list, complete order and cancel (receipts are terminal calls). */
export const IngoingOrder = {
  description: defineRoute({
    key: 'IngoingOrder.description',
    method: 'GET',
    path: 'IngoingOrder/description',
    permission: LIST_READ.IngoingOrder,
    query: listQuery('IngoingOrder'),
    answer: listAnswer(),
    description: "The Ingoing orders grid's rows; with skip/take a page { data, totalCount }.",
  }),
  complete: defineRoute({
    key: 'IngoingOrder.complete',
    method: 'PATCH',
    path: 'IngoingOrder/complete',
    permission: 'data/complete_order',
    body: idsBody('orderIds'),
    answer: multiStatusAnswer,
    description: 'Complete ingoing orders, even with short lines (multi-status).',
  }),
  cancel: defineRoute({
    key: 'IngoingOrder.cancel',
    method: 'PUT',
    path: 'IngoingOrder/cancel',
    permission: 'data/cancel_order',
    body: idsBody('orderIds'),
    answer: multiStatusAnswer,
    description: 'Cancel ingoing orders before their first receipt (multi-status).',
  }),
} as const;
