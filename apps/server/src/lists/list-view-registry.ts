import type { ListView } from './list-view';

/**
 * The list views of every business area, by view name. Each area declares its list views once, in
 * its entry of `src/areas/index.ts`; code that publishes rows of another area's list (the
 * warehouse engine, the dependent rows of a changed master-data row) looks them up here by view
 * name instead of importing that area's files. This module imports no area, so publishers reach
 * it without an import cycle through the areas' routes.
 */
export class ListViewRegistry {
  private readonly byName = new Map<string, { view: ListView; area: string }>();

  /** Registers an area's list views; a view name two areas (or one area twice) claim is refused. */
  register(area: string, views: readonly ListView[]): void {
    for (const view of views) {
      const taken = this.byName.get(view.name);
      if (taken) throw new Error(`List view "${view.name}" of area ${area} is registered by area ${taken.area} already`);
      this.byName.set(view.name, { view, area });
    }
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The list view published under this name; an unknown name is a programming error. */
  get(name: string): ListView {
    const entry = this.byName.get(name);
    if (!entry) throw new Error(`No list view named "${name}" is registered (each area lists its views in src/areas/index.ts)`);
    return entry.view;
  }

  /** The area that declared a view. */
  areaOf(name: string): string | undefined {
    return this.byName.get(name)?.area;
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}

/** The server's registry, filled by `src/areas/index.ts` when the areas are loaded. */
export const listViews = new ListViewRegistry();
