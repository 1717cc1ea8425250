import { REGISTER_METHOD, UNREGISTER_METHOD } from '@cockpit/core/live';
import { viewReadPermission, isReadableView } from '../lists/read-permission';
import { holds } from '../permissions/door-permissions';
import type { LiveConnection } from './hub-connection';
import type { ViewRegistry } from './view-registry';

/** A connection may listen to this many views at once; the console has a handful open. */
export const MAX_VIEWS_PER_CONNECTION = 200;

/** A refusal sent back as the invocation's error completion. */
export class HubMethodError extends Error {}

type HubMethod = (connection: LiveConnection, args: unknown[]) => void;

function viewArguments(method: string, connection: LiveConnection, args: unknown[]): { viewName: string; viewType: string } {
  if (args.length !== 3) throw new HubMethodError(`${method} expects 3 arguments (viewName, viewType, businessUnitName), got ${args.length}.`);
  const [viewName, viewType, businessUnitName] = args;
  if (typeof viewName !== 'string' || viewName.length === 0 || viewName.length > 200) throw new HubMethodError(`${method}: viewName must be a non-empty string.`);
  if (viewType !== null && viewType !== undefined && typeof viewType !== 'string' && typeof viewType !== 'number') {
    throw new HubMethodError(`${method}: viewType must be a string or a number.`);
  }
  // A connection hears its own business unit only; naming another one is refused, not ignored,
  // so that a console with a wrong unit name learns it at once.
  if (typeof businessUnitName !== 'string' || businessUnitName.toLowerCase() !== connection.caller.businessUnitName.toLowerCase()) {
    throw new HubMethodError(`${method}: business unit '${String(businessUnitName)}' is not the signed-in business unit.`);
  }
  return { viewName, viewType: viewType === null || viewType === undefined ? '' : String(viewType) };
}

/** The hub's methods by lower-case name (SignalR matches hub method names case-insensitively). */
export function createHubMethods(registry: ViewRegistry<LiveConnection>): Map<string, HubMethod> {
  return new Map<string, HubMethod>([
    [
      REGISTER_METHOD.toLowerCase(),
      (connection, args) => {
        const { viewName, viewType } = viewArguments(REGISTER_METHOD, connection, args);
        // Listening to a view needs what reading its list over the API needs (the door table). A name
        // that is no list view is accepted: nothing is ever published under it.
        if (isReadableView(viewName) && !holds(connection.caller, viewReadPermission(viewName))) {
          throw new HubMethodError(`${REGISTER_METHOD}: you do not have permission to read '${viewName}'.`);
        }
        let types = connection.views.get(viewName);
        if (!types) {
          if (connection.views.size >= MAX_VIEWS_PER_CONNECTION) throw new HubMethodError(`${REGISTER_METHOD}: at most ${MAX_VIEWS_PER_CONNECTION} views per connection.`);
          connection.views.set(viewName, (types = new Set()));
          registry.add(connection.caller.businessUnitId, viewName, connection);
        }
        types.add(viewType);
      },
    ],
    [
      UNREGISTER_METHOD.toLowerCase(),
      (connection, args) => {
        const { viewName, viewType } = viewArguments(UNREGISTER_METHOD, connection, args);
        const types = connection.views.get(viewName);
        if (!types) return;
        types.delete(viewType);
        // The view keeps its place while another view type (master/detail) of it is still registered.
        if (types.size === 0) {
          connection.views.delete(viewName);
          registry.remove(connection.caller.businessUnitId, viewName, connection);
        }
      },
    ],
  ]);
}
