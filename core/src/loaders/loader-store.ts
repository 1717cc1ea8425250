import { createStore } from 'zustand/vanilla';

/** The four loaders: route, action and modal counters (never below 0) and detail on/off. */
export type LoaderCounter = 'route' | 'action' | 'modal';

export interface LoaderState {
  route: number;
  action: number;
  modal: number;
  detail: boolean;
}

export function createLoaderStore() {
  const store = createStore<LoaderState>(() => ({ route: 0, action: 0, modal: 0, detail: false }));
  return {
    store,
    start(counter: LoaderCounter) {
      store.setState((s) => ({ [counter]: s[counter] + 1 }) as Partial<LoaderState>);
    },
    stop(counter: LoaderCounter) {
      store.setState((s) => ({ [counter]: Math.max(0, s[counter] - 1) }) as Partial<LoaderState>);
    },
    setDetail(on: boolean) {
      store.setState({ detail: on });
    },
    /** Runs work with the counter raised, lowering it however the work ends. */
    async track<T>(counter: LoaderCounter, work: () => Promise<T>): Promise<T> {
      this.start(counter);
      try {
        return await work();
      } finally {
        this.stop(counter);
      }
    },
  };
}

export type LoaderStore = ReturnType<typeof createLoaderStore>;
