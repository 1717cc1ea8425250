import type { PermissionScope } from '../permissions/rules';
import type { ListContract } from './generated/list';

/**
 * What exists, for the cross-reference checks: keys of the path table, permission keys, dialog
 * ids, plugin pieces, translation keys, pages. Collected from every file that can be read, even
 * one with shape errors, so that a small mistake in permissions.json does not turn every
 * permission in every grid into a second error.
 */
export interface PluginPieces {
  file: string;
  renderers: Set<string>;
  actions: Set<string>;
}

export interface Definitions {
  /** Path-table key -> the file that declares it. */
  apiKeys: Map<string, string>;
  /** undefined when permissions.json could not be read: permission checks are skipped. */
  permissions?: Record<PermissionScope, Set<string>>;
  /** Dialog id -> its file. */
  dialogs: Map<string, string>;
  /** Plugin name -> its pieces; undefined when no plugin list was given (checks skipped). */
  plugins?: Map<string, PluginPieces>;
  /** Console language -> its keys; undefined when catalogues could not be read (checks skipped). */
  catalogues?: Map<string, Set<string>>;
  /** Console language -> its catalogue files' group names (Orders, Enums.OrderState); undefined when not listed. */
  catalogueGroups?: Map<string, string[]>;
  /** Route path -> who declares it ("grids/x.json" or "plugin stock"), grids and plugin pages. */
  pages: Map<string, string>;
  /** Path-table key -> its GET path (other methods are not lists). */
  getPaths: Map<string, string>;
  /** The server lists' contracts (lists/*.json); undefined when index.json lists none (checks skipped). */
  lists?: ListContracts;
}

export interface ListContracts {
  /** GET path -> the contract of the list served there. */
  byPath: Map<string, KnownList>;
  /** Every contract by its live-update view name. */
  byLiveView: Map<string, KnownList>;
}

export interface KnownList {
  file: string;
  contract: ListContract;
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Keys of permissions.json by scope, as far as it is readable. */
export function permissionKeys(data: unknown): Record<PermissionScope, Set<string>> | undefined {
  const file = asObject(data);
  if (!file) return undefined;
  const keys = (scope: PermissionScope) => new Set(Object.keys(asObject(file[scope]) ?? {}));
  return { header: keys('header'), grid: keys('grid'), data: keys('data') };
}

/** GET paths of one path-table file by key, as far as it is readable. */
export function getPathsOf(data: unknown): [string, string][] {
  return Object.entries(asObject(asObject(data)?.paths) ?? {}).flatMap(([key, entry]): [string, string][] => {
    const e = asObject(entry);
    return e && typeof e.path === 'string' && (e.method === undefined || e.method === 'GET') ? [[key, e.path]] : [];
  });
}

/** Keys of one path-table file, as far as it is readable. */
export function apiKeysOf(data: unknown): string[] {
  return Object.keys(asObject(asObject(data)?.paths) ?? {});
}

/** A plugin manifest's pieces, as far as it is readable. */
export function pluginPiecesOf(file: string, data: unknown): { name?: string; pieces: PluginPieces } {
  const manifest = asObject(data) ?? {};
  const names = (value: unknown) => new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  return {
    name: typeof manifest.name === 'string' ? manifest.name : undefined,
    pieces: { file, renderers: names(manifest.renderers), actions: names(manifest.actions) },
  };
}

/** The route paths a grid file declares, as far as it is readable. */
export function gridRoutesOf(data: unknown): string[] {
  const routes = asObject(data)?.routes;
  return Array.isArray(routes) ? routes.map((r) => asObject(r)?.path).filter((p): p is string => typeof p === 'string') : [];
}

export function idOf(data: unknown): string | undefined {
  const id = asObject(data)?.id;
  return typeof id === 'string' ? id : undefined;
}
