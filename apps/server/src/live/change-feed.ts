/**
 * Committed changes, published by the services after their transaction commits and consumed by
 * the live-update hub. Row shapes equal what the view's list endpoint returns.
 */
/** 'ScreenChanged': the screen of this view was changed in the studio (its grid id in `id`); carries no rows. */
export type ChangeMethod = 'Deleted' | 'Bulk' | 'BulkDelete' | 'Single' | 'ScreenChanged';

export interface RowChange {
  /** The grid view name, e.g. 'Material', 'OutgoingOrder'. */
  viewName: string;
  businessUnitId: number;
  methodName: ChangeMethod;
  viewModel?: unknown;
  viewModels?: unknown[];
  id?: number | string;
  ids?: Array<number | string>;
}

export type ChangeListener = (change: RowChange) => void;

export interface ChangeFeed {
  publish(change: RowChange): void;
  subscribe(listener: ChangeListener): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    publish(change) {
      for (const l of listeners) {
        try {
          l(change);
        } catch (err) {
          console.error('change listener failed', err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
