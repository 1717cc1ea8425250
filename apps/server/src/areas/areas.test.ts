import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locationDependents } from '../../../../plugins/master-data/server/locations/dependent-views';
import { materialDependents } from '../../../../plugins/master-data/server/materials/dependent-views';
import { repoRoot } from '../config';
import type { ListView } from '../lists/list-view';
import { ListViewRegistry, listViews } from '../lists/list-view-registry';
import { loadPlugins } from '../plugins/load-plugins';
import type { WarehouseView } from '../work/work';
import { areas, areaRoutes } from './index';

// The listed plugins' views join the registry as at a start (master data's Material, Location ...).
await loadPlugins(path.join(repoRoot, 'plugins'));

/** Every ListView an area's list-view.ts exports, found without the registry. */
const declared = Object.entries(import.meta.glob<Record<string, unknown>>('./*/list-view.ts', { eager: true })).flatMap(([file, module]) =>
  Object.values(module)
    .filter((value): value is ListView => Boolean(value && typeof value === 'object' && 'name' in value && 'from' in value && 'fields' in value))
    .map((view) => ({ area: file.split('/')[1], view })),
);

const WAREHOUSE_VIEWS: Record<WarehouseView, true> = {
  OutgoingOrder: true,
  Operation: true,
  Job: true,
  Task: true,
  Stock: true,
  Inventory: true,
  InventoryLine: true,
  Maintenance: true,
  IngoingOrder: true,
  Material: true,
};

describe('the areas registry', () => {
  it('registers every area once, with its routes', () => {
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
    expect(areaRoutes).toHaveLength(areas.length);
    expect(areas.every((a) => typeof a.routes === 'function')).toBe(true);
  });

  it('holds every list view an area declares, under the area that owns it', () => {
    // The host keeps no list of its own today (users went to the settings plugin); whatever an
    // area of the host declares is registered under it, and nothing else of the host's is.
    for (const { area, view } of declared) {
      expect(listViews.get(view.name), `${area}: ${view.name}`).toBe(view);
      expect(listViews.areaOf(view.name)).toBe(area);
    }
    const hostViews = listViews.names().filter((name) => !listViews.areaOf(name)?.startsWith('plugin '));
    expect(hostViews.sort()).toEqual(declared.map((d) => d.view.name).sort());
  });

  it('has the views the warehouse engine and the dependent rows publish, with the listed plugins loaded', () => {
    expect(listViews.areaOf('Material')).toBe('plugin masterData');
    for (const name of Object.keys(WAREHOUSE_VIEWS)) expect(listViews.has(name), name).toBe(true);
    for (const d of [...materialDependents, ...locationDependents]) expect(listViews.has(d.viewName), d.viewName).toBe(true);
  });
});

describe('ListViewRegistry', () => {
  const view = (name: string) => ({ name, from: 't', fields: {} }) as unknown as ListView;

  it('refuses a view name claimed twice and names what is missing', () => {
    const registry = new ListViewRegistry();
    registry.register('a', [view('One')]);
    expect(() => registry.register('b', [view('One')])).toThrow(/registered by area a/);
    expect(() => registry.get('Two')).toThrow(/No list view named "Two"/);
    expect(registry.get('One').name).toBe('One');
  });
});
