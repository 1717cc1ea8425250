/**
 * Moves the console to another page from a grid action handler, which runs outside the React
 * tree: the router (react-router's BrowserRouter) follows history changes announced by popstate.
 */
export function navigateTo(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
