/**
 * Which connections listen to which view in which business unit. A broadcast looks up one set, so
 * its cost does not grow with connections registered elsewhere.
 */
export class ViewRegistry<C> {
  private readonly byView = new Map<string, Set<C>>();

  private static key(businessUnitId: number, viewName: string): string {
    return `${businessUnitId}\u0000${viewName}`;
  }

  add(businessUnitId: number, viewName: string, connection: C): void {
    const key = ViewRegistry.key(businessUnitId, viewName);
    let set = this.byView.get(key);
    if (!set) this.byView.set(key, (set = new Set()));
    set.add(connection);
  }

  remove(businessUnitId: number, viewName: string, connection: C): void {
    const key = ViewRegistry.key(businessUnitId, viewName);
    const set = this.byView.get(key);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byView.delete(key);
  }

  listeners(businessUnitId: number, viewName: string): ReadonlySet<C> | undefined {
    return this.byView.get(ViewRegistry.key(businessUnitId, viewName));
  }

  get viewCount(): number {
    return this.byView.size;
  }
}
