import { createStore } from 'zustand/vanilla';

/** Menu states: extended or collapsed, and the settings panel extended or collapsed. */
export interface MenuState {
  menu: 'extended' | 'collapsed';
  settings: 'extended' | 'collapsed';
  /** Below 1151 px the toggle is disabled and the menu stays collapsed. */
  narrow: boolean;
}

export const NARROW_BELOW_PX = 1151;

export function createMenuStore(initialWidth: number) {
  const narrow = initialWidth < NARROW_BELOW_PX;
  const store = createStore<MenuState>(() => ({ menu: narrow ? 'collapsed' : 'extended', settings: 'collapsed', narrow }));
  return {
    store,
    toggle() {
      if (store.getState().narrow) return;
      store.setState((s) => ({ menu: s.menu === 'extended' ? 'collapsed' : 'extended' }));
    },
    collapse: () => store.setState({ menu: 'collapsed' }),
    expand() {
      if (!store.getState().narrow) store.setState({ menu: 'extended' });
    },
    /** Selecting a main item collapses the settings panel; the main menu stays as it is. */
    mainItemSelected: () => store.setState({ settings: 'collapsed' }),
    toggleSettings: () => store.setState((s) => ({ settings: s.settings === 'extended' ? 'collapsed' : 'extended' })),
    /** Narrowing the window below 1151 px collapses the menu. */
    resized(width: number) {
      const isNarrow = width < NARROW_BELOW_PX;
      if (isNarrow === store.getState().narrow) return;
      store.setState(isNarrow ? { narrow: true, menu: 'collapsed' } : { narrow: false });
    },
  };
}

export type MenuStore = ReturnType<typeof createMenuStore>;
