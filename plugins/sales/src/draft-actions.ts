import type { ActionHandler } from '@cockpit/core/plugin';

/**
 * Grid actions that open the create-sales-order page: a draft (SalesOrderDrafts) or an order to
 * edit (OutgoingOrders). An action
 * handler has no router: a history entry plus a popstate lets the console's router follow it.
 */
function go(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export const openDraft: ActionHandler = ({ rows }) => {
  const id = Number(rows[0]?.id);
  if (id > 0) go(`/create-sales-order?draft=${id}`);
};

export const newOrder: ActionHandler = () => go('/create-sales-order');

/** Edit sales order (OutgoingOrders): the page in edit mode; the server says whether the order can still change. */
export const editOrder: ActionHandler = ({ rows }) => {
  const id = Number(rows[0]?.id);
  if (id > 0) go(`/create-sales-order?order=${id}`);
};
