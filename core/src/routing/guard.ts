/** The route guard (login pages open; signed out to /login; a required feature; permissions), as a pure decision so that it can be tested on its own. */
export interface GuardedRoute {
  path: string;
  feature?: string;
  permission?: string;
}

export interface GuardState {
  authenticated: boolean;
  features: readonly string[];
  hasPermission(path: string): boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'denied'; reason: 'feature' | 'permission'; detail: string };

export const LOGIN_PATHS = ['login', 'login-internal'];

export function guardRoute(route: GuardedRoute, state: GuardState): GuardDecision {
  // 1. The login pages are always allowed.
  if (LOGIN_PATHS.includes(route.path.replace(/^\//, ''))) return { kind: 'allow' };
  // 2. Otherwise a non-authenticated user is sent to /login.
  if (!state.authenticated) return { kind: 'login' };
  // 3. A route with a required feature needs that feature enabled.
  if (route.feature && !state.features.includes(route.feature)) return { kind: 'denied', reason: 'feature', detail: route.feature };
  // 4. Otherwise a route with permissions needs those permissions.
  if (route.permission && !state.hasPermission(route.permission)) return { kind: 'denied', reason: 'permission', detail: route.permission };
  return { kind: 'allow' };
  // 5. A denial is shown as an error modal by the caller.
}
