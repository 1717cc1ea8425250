import type { MenuRoute } from '../../settings/settings-store';

/** Only items with isAllowed true, sorted by order, nested routes likewise (platform.md §2.3). */
export function visibleRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes
    .filter((r) => r.isAllowed)
    .map((r) => (r.routes ? { ...r, routes: visibleRoutes(r.routes) } : r))
    .filter((r) => r.path !== undefined || (r.routes?.length ?? 0) > 0)
    .sort((a, b) => a.order - b.order);
}
