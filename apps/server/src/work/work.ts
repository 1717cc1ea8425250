import type { Queryable } from '../db/types';

/** The grid views whose rows the engine changes, plus inventory lines. */
export type WarehouseView = 'OutgoingOrder' | 'Operation' | 'Job' | 'Task' | 'Stock' | 'Inventory' | 'InventoryLine' | 'Maintenance' | 'IngoingOrder' | 'Material';

/** Who does the work: the signed-in caller, the task simulator or the demo generator. */
export interface Actor {
  userId: number;
  businessUnitId: number;
}

/** Something to do in a transaction of its own after this one commits (e.g. a replenishment check). */
export type FollowUp = (w: Work) => Promise<void>;

/**
 * One business action inside one transaction: the transaction, who acts, the clock, and what it
 * changed (published after commit) and the material totals to move (applied before commit, in
 * material id order so that concurrent transactions lock materials in the same order).
 */
export class Work {
  readonly changed = new Map<WarehouseView, Set<number>>();
  readonly deleted = new Map<WarehouseView, Set<number>>();
  /** Material id -> change of current and reserved quantity. */
  readonly materialDeltas = new Map<number, { quantity: number; reserved: number }>();
  /** (material, location) pairs whose stock changed: their Maintenance rows are republished. */
  readonly stockPlaces = new Set<string>();
  readonly followUps: FollowUp[] = [];

  constructor(
    readonly tx: Queryable,
    readonly actor: Actor,
    readonly now: Date = new Date(),
  ) {}

  get bu(): number {
    return this.actor.businessUnitId;
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.tx.query<T>(sql, params).then((r) => r.rows);
  }

  touch(view: WarehouseView, ...ids: Array<number | null | undefined>): void {
    let set = this.changed.get(view);
    if (!set) this.changed.set(view, (set = new Set()));
    for (const id of ids) if (id !== null && id !== undefined) set.add(id);
  }

  remove(view: WarehouseView, id: number): void {
    let set = this.deleted.get(view);
    if (!set) this.deleted.set(view, (set = new Set()));
    set.add(id);
    this.changed.get(view)?.delete(id);
  }

  moveMaterial(materialId: number, quantity: number, reserved: number): void {
    if (quantity === 0 && reserved === 0) return;
    const d = this.materialDeltas.get(materialId) ?? { quantity: 0, reserved: 0 };
    d.quantity += quantity;
    d.reserved += reserved;
    this.materialDeltas.set(materialId, d);
  }

  stockPlace(materialId: number, locationId: number): void {
    this.stockPlaces.add(`${materialId}:${locationId}`);
  }

  later(followUp: FollowUp): void {
    this.followUps.push(followUp);
  }
}
