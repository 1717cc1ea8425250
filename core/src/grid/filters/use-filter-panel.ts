import { useCallback, useState } from 'react';
import { useSession } from '../../runtime/RuntimeContext';

/** The browser's storage key of a user's choice for one grid's filter panel. */
export function filterPanelKey(businessUnit: string | undefined, user: string | undefined, gridId: string): string {
  return `cockpit:filterPanel:${businessUnit ?? ''}/${user ?? ''}:${gridId}`;
}

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'collapsed';
  } catch {
    return false;
  }
}

/**
 * Whether a grid's filter panel is collapsed (a small screen leaves more rows for the grid), as the
 * signed-in user last chose it for this grid: kept in the browser per business unit, user and grid,
 * so another user of the same warehouse PC keeps their own. Open until chosen otherwise.
 */
export function useFilterPanel(gridId: string): [collapsed: boolean, toggle: () => void] {
  const user = useSession((s) => s.userName);
  const unit = useSession((s) => s.businessUnitName);
  const key = filterPanelKey(unit, user, gridId);
  const [state, setState] = useState(() => ({ key, collapsed: read(key) }));
  // Another user or grid on the same page component: read its own choice.
  const collapsed = state.key === key ? state.collapsed : read(key);
  const toggle = useCallback(() => {
    const next = !collapsed;
    try {
      if (next) window.localStorage.setItem(key, 'collapsed');
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode, full): the choice holds for this page only.
    }
    setState({ key, collapsed: next });
  }, [collapsed, key]);
  return [collapsed, toggle];
}
