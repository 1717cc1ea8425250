/**
 * Which outgoing orders the create-sales-order page may edit (issue 15, second pass): an order
 * the floor has started cannot change ("Order already started!", as cancel order says), a
 * cancelled or completed one is over, and a prepared one holds reservations, tasks and jobs that
 * the new lines would contradict, so it is unprepared first (which releases them).
 * Lines that failed in preparation reserved nothing: such an order can still be edited (that is
 * how a user fixes a quantity the stock cannot meet).
 */

/** The order as the rule needs it: its state and whether any work or reservation hangs on it. */
export interface EditableOrder {
  state: string;
  /** Open tasks exist, or a line is ReadyForPick, InProgress, PendingMaintenance or Completed. */
  prepared: boolean;
}

export interface EditRefusal {
  /** The error code (`Errors.<code>` in the console), as the engine's own refusals use. */
  code: string;
  message: string;
}

/** Line states that hold nothing in the warehouse: the line can be replaced. */
export const EDITABLE_LINE_STATES = ['Initial', 'FailedInPreparation'] as const;

/** Why the order cannot be edited, or undefined when it can. */
export function salesOrderEditRefusal(order: EditableOrder): EditRefusal | undefined {
  if (order.state === 'Cancelled') return { code: 'Orders.AlreadyCancelled', message: 'Order already cancelled' };
  if (order.state !== 'Initial') return { code: 'Orders.AlreadyStarted', message: 'Order already started!' };
  if (order.prepared) return { code: 'Sales.OrderPrepared', message: 'The order is prepared: unprepare it before editing' };
  return undefined;
}
