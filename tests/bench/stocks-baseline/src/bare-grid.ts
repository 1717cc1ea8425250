/**
 * What both bare AG Grid baselines (the Stocks page and the live Stocks page) share with the
 * console's grids, taken from the console's own files so that the pages compared cannot drift
 * apart: the same AG Grid Community modules, the same theme, and the session token the console
 * keeps (core/src/session/token-storage.ts), so that both pages sign in alike.
 */
export { registerGridModules } from '../../../../core/src/grid/ag-grid-modules';
export { gridTheme } from '../../../../core/src/grid/grid-theme';

export function storedToken(): string | null {
  const user = localStorage.getItem('cockpit.session.current');
  return user ? localStorage.getItem(`cockpit.session.${user.toLowerCase()}`) : null;
}
