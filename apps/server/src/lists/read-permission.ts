import { isListViewName, listReadPermission, type DoorPermission } from '../permissions/door-permissions';
import { listViews } from './list-view-registry';

/** A plugin's list view says its read permission itself (defineListView's readPermission); a host view's is in LIST_READ. */
function ownReadPermission(viewName: string): DoorPermission | undefined {
  return !isListViewName(viewName) && listViews.has(viewName) ? listViews.get(viewName).readPermission : undefined;
}

/** The permission reading a list view needs: its list route's and the live hub's registration's. */
export function viewReadPermission(viewName: string): DoorPermission {
  const own = ownReadPermission(viewName);
  return own !== undefined ? own : listReadPermission(viewName);
}

/** Whether a view name is a list someone may read (the host's table or a plugin's list view). */
export function isReadableView(viewName: string): boolean {
  return isListViewName(viewName) || ownReadPermission(viewName) !== undefined;
}
