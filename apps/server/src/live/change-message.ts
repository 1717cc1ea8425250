import { MessageType } from '@microsoft/signalr';
import { SINGLE_CHANGE_METHOD, UPDATED_EVENT, type LiveUpdateMessage } from '@cockpit/core/live';
import type { RowChange } from './change-feed';
import { writeHubMessage } from './hub-protocol';

/**
 * The client-facing message for a committed change: the
 * business unit stays on the server, and 'Single' goes out as 'Updated' (any method but Deleted, Bulk
 * and BulkDelete is a single change; Updated is the word the old server used for an upsert).
 */
export function toLiveMessage(change: RowChange): LiveUpdateMessage {
  const message: LiveUpdateMessage = {
    viewName: change.viewName,
    methodName: change.methodName === 'Single' ? SINGLE_CHANGE_METHOD : change.methodName,
  };
  if (change.viewModel !== undefined) message.viewModel = change.viewModel;
  if (change.viewModels !== undefined) message.viewModels = change.viewModels;
  if (change.id !== undefined) message.id = change.id;
  if (change.ids !== undefined) message.ids = change.ids;
  return message;
}

/** The whole 'updated' invocation frame, serialized once and sent as-is to every listener. */
export function updatedFrame(change: RowChange): Buffer {
  return Buffer.from(writeHubMessage({ type: MessageType.Invocation, target: UPDATED_EVENT, arguments: [toLiveMessage(change)] }), 'utf8');
}
