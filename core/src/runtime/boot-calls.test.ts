import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '@cockpit/contracts';
import { bootCall, startBootCalls, type RouteCaller } from './boot-calls';

function fakeApi() {
  const made: string[] = [];
  const api = {
    made,
    async call(route: RouteDefinition) {
      made.push(route.key);
      if (route.key === 'UserSession.logout') throw new Error('401');
      return `${route.key}#${made.length}`;
    },
  };
  return api as typeof api & RouteCaller;
}

describe('boot calls', () => {
  it('starts the calls at once, hands each to the first bootstrap of the same session only', async () => {
    const api = fakeApi();
    const boot = startBootCalls(api, 'token-a', [
      [routes.User.current, {}],
      [routes.Schemas.bundle, { silent: true }],
    ]);
    expect(api.made).toEqual(['User.current', 'Schemas.bundle']);
    expect(await bootCall(boot, 'token-a', api, routes.User.current)).toBe('User.current#1');
    // Taken once: the next bootstrap asks again.
    expect(await bootCall(boot, 'token-a', api, routes.User.current)).toBe('User.current#3');
    // Another session (a new sign-in) never gets the first one's answers.
    expect(await bootCall(boot, 'token-b', api, routes.Schemas.bundle)).toBe('Schemas.bundle#4');
  });

  it('keeps an early refusal for its reader without an unhandled rejection', async () => {
    const api = fakeApi();
    const boot = startBootCalls(api, 't', [[routes.UserSession.logout, {}]]);
    await new Promise((r) => setTimeout(r, 0));
    await expect(bootCall(boot, 't', api, routes.UserSession.logout)).rejects.toThrow('401');
  });
});
