import type { AppContext, SchemaCheck } from '@cockpit/server/sdk';

/** The path of a path-table key, from the path-table files the folder lists. */
function pathOf(check: SchemaCheck, key: string): string | undefined {
  const index = check.bundle.files['index.json'] as { apiPaths?: string[] } | undefined;
  for (const file of index?.apiPaths ?? []) {
    const entry = (check.bundle.files[file] as { paths?: Record<string, { path?: string } | undefined> } | undefined)?.paths?.[key];
    if (entry?.path) return entry.path;
  }
  return undefined;
}

/**
 * The contract of the list a grid reads (schemas/lists/<List>.json, generated from the server's list
 * views): the fields a column or a filter may name and the operators each field takes.
 */
export function listContractOf(ctx: AppContext, check: SchemaCheck, grid: Record<string, unknown>): unknown {
  const api = (grid.dataSource as { api?: unknown } | undefined)?.api;
  const path = typeof api === 'string' ? pathOf(check, api) : undefined;
  if (!path) return undefined;
  for (const name of ctx.schemas.list('lists')) {
    if (!name.endsWith('.json')) continue;
    const contract = ctx.schemas.read<{ path?: string }>(`lists/${name}`);
    if (contract.path === path) return contract;
  }
  return undefined;
}
