/**
 * What the console and the reference server agree on for live updates:
 * the hub's address, its method and event names, the message shape and the close reasons.
 * Shared by core/src/live (client) and apps/server/src/live (hub) so that neither side can drift.
 */

/** Path of the hub on the server; negotiate is `${HUB_PATH}/negotiate`. */
export const HUB_PATH = '/hubs/view';

export const REGISTER_METHOD = 'RegisterConnectionOnView';
export const UNREGISTER_METHOD = 'UnRegisterConnectionOnView';

/** The event name every change arrives under. */
export const UPDATED_EVENT = 'updated';

/** The live-update settings call's answer. */
export interface LiveUpdateSettings {
  isAzureSignalR: boolean;
  signalREndpoint: string;
  token: string;
}

/**
 * One change message. methodName is Deleted, Bulk or
 * BulkDelete; anything else is a single insert-or-update (the reference server says 'Updated').
 */
export interface LiveUpdateMessage<TRow = unknown> {
  viewName: string;
  methodName: string;
  viewModel?: TRow;
  viewModels?: TRow[];
  id?: number | string;
  ids?: Array<number | string>;
}

/**
 * A screen of this view was changed in the studio: `id` is the grid's id and `version` the new
 * version. It carries no rows; grids on that screen tell their user and the schemas are read again.
 */
export const SCREEN_CHANGED_METHOD = 'ScreenChanged';

/** The name the reference server uses for a single-row change (RowChange 'Single'). */
export const SINGLE_CHANGE_METHOD = 'Updated';

/**
 * Errors the server puts in a Close message when it ends a connection for good. The client tells
 * the 'Live updates has stopped' variants apart by them: these two mean the
 * session timed out; any other error text means the server disconnected us.
 */
export const CLOSE_SESSION_ENDED = 'Session ended';
export const CLOSE_SESSION_EXPIRED = 'Session expired';
