import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { refsOf } from './route-refs-of';
import * as refs from './generated/route-refs';

describe('route references', () => {
  it('read a request line as the method and the path, the key from the group and the action', () => {
    const made = refsOf<{ list: unknown; token: unknown }>('Thing', {
      list: 'GET /api/Thing/description',
      token: { key: 'Other.token', method: 'POST', path: '/api/Other/token' },
    });
    expect(made).toEqual({
      list: { key: 'Thing.list', method: 'GET', path: '/api/Thing/description' },
      token: { key: 'Other.token', method: 'POST', path: '/api/Other/token' },
    });
  });

  it('of the generated file are those of the route table, route by route', () => {
    const table = Object.fromEntries(
      Object.entries(routes).map(([group, actions]) => [
        group,
        Object.fromEntries(Object.entries(actions).map(([action, r]) => [action, { key: r.key, method: r.method, path: r.path }])),
      ]),
    );
    expect({ ...refs }).toEqual(table);
  });
});
