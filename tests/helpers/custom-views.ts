import { expect } from 'vitest';
import type { TestServer } from './test-server';
import type { TestApi } from './api-client';
import { useSignedInServer } from './signed-in-server';

/** An unseeded server for the saved-view tests, with its people signed in (see useSignedInServer). */
export const useViewsServer = () => useSignedInServer({ admin: 'admin', superUser: 'super', picker: 'picker', north: 'northAdmin', globalAdmin: 'globalAdmin' }, { scale: 0 });

/** A Material view's body: columns, sort, widths, a filter and a grouping. */
export const view = (name: string, extra: Record<string, unknown> = {}) => ({
  owner: 'Material',
  customViewName: name,
  visibleColumnName: JSON.stringify({ master: ['itemNo', 'name', 'abc'], detail: ['uoMType'] }),
  columnToSortOn: JSON.stringify({ master: ['name'] }),
  sortingDirection: JSON.stringify({ master: ['desc'] }),
  columnWidth: JSON.stringify({ master: [{ field: 'name', width: 333 }], detail: [] }),
  activeFilters: JSON.stringify([{ selector: 'name', operator: 'IsEqualTo', values: ['tape'] }]),
  columnGrouping: JSON.stringify({ master: ['abc'] }),
  ...extra,
});

/** The names of the views the caller is offered for a grid. */
export const names = async (api: TestApi, owner = 'Material') => {
  const res = await api.get(`/api/CustomView/header?owner=${owner}`);
  expect(res.status).toBe(200);
  return (res.body.result as { customViewName: string }[]).map((v) => v.customViewName);
};

/** How many saved views the database holds. */
export const countViews = async (ts: TestServer) => Number((await ts.database.db.query<{ n: number }>('select count(*)::int as n from custom_views')).rows[0].n);

export const SAVE_FOR_ALL_REFUSED = 'Saving a view for all business units needs a global administrator';
