import { PUBLIC } from '@cockpit/contracts';
import { hasPermission } from '@cockpit/core/permissions';
import { type AppContext, badRequest, type Caller, kebabOf, routeListOf, type SchemaCheck, type FastifyInstance } from '@cockpit/server/sdk';

/** A list a new screen can start from: its contract, the path-table key that reads it and the permission that route needs. */
export interface ListOffer {
  name: string;
  api: string;
  permission: string | null;
  feature?: string;
  contract: { name: string; path: string; liveView: string; paging: string[]; fields: Record<string, { type: string; operators: string[] }> };
}

const pathKeys = (check: SchemaCheck): Set<string> => {
  const index = check.bundle.files['index.json'] as { apiPaths?: string[] } | undefined;
  return new Set((index?.apiPaths ?? []).flatMap((file) => Object.keys((check.bundle.files[file] as { paths?: object } | undefined)?.paths ?? {})));
};

/**
 * The lists the caller may read (the permission and the feature of the route that serves each),
 * with their contracts (schemas/lists): a new screen starts from one of them and can never show
 * more than the caller's role already reads.
 */
export function listOffers(app: FastifyInstance, ctx: AppContext, check: SchemaCheck, caller: Caller): ListOffer[] {
  const keys = pathKeys(check);
  const byPath = new Map(routeListOf(app).flatMap((r) => (r.method === 'GET' && keys.has(r.key) ? [[r.path, r] as const] : [])));
  const offers: ListOffer[] = [];
  for (const name of ctx.schemas.list('lists')) {
    if (!name.endsWith('.json')) continue;
    const contract = ctx.schemas.read<ListOffer['contract']>(`lists/${name}`);
    const route = contract.path ? byPath.get(contract.path) : undefined;
    if (!route || route.permission === PUBLIC) continue;
    if (route.permission && !hasPermission(caller.permissions, route.permission, caller.roles)) continue;
    if (route.feature && !caller.features.includes(route.feature)) continue;
    offers.push({ name: contract.name, api: route.key, permission: route.permission, feature: route.feature, contract });
  }
  return offers.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The fixed part of a screen the studio adds on a list: who may open it is who may read the list
 * (the list route's permission and feature), the rows come from that list, its page is
 * studio-<name>-page. The studio cannot change any of it afterwards.
 */
export function newScreenBase(gridId: string, offer: ListOffer): Record<string, unknown> {
  const fields = Object.keys(offer.contract.fields);
  const rowId = fields.includes('id') ? 'id' : fields[0];
  if (!rowId) throw badRequest(`List ${offer.name} publishes no fields`);
  const route: Record<string, unknown> = { path: `studio-${kebabOf(gridId)}-page`, paging: offer.contract.paging.includes('client') ? 'client' : 'server' };
  if (offer.feature) route.feature = offer.feature;
  const base: Record<string, unknown> = {
    $schema: '../meta/grid.schema.json',
    id: gridId,
    component: gridId,
    title: `Studio.${gridId}.title`,
    routes: [route],
    dataSource: { api: offer.api },
    rowId,
    liveView: offer.contract.liveView,
    columns: [],
  };
  if (offer.permission) base.permission = offer.permission;
  return base;
}

/** The list a screen the studio added reads (by the path-table key of its data source). */
export const offerOfScreen = (offers: readonly ListOffer[], doc: unknown): ListOffer | undefined => {
  const api = (doc as { dataSource?: { api?: unknown } } | undefined)?.dataSource?.api;
  return offers.find((o) => o.api === api);
};
