import { createStore } from 'zustand/vanilla';

/** A short confirmation that does not block, e.g. "3 orders prepared". */
export interface Notice {
  id: number;
  message: string;
}

/** How long a notice stays before it goes by itself (long enough to read a short sentence). */
export const NOTICE_MS = 6000;

/**
 * Notices shown after an action went through: they do not block and go by themselves after
 * NOTICE_MS (or when closed); the newest few are kept, so that a run of actions does not pile up.
 */
export function createNoticeStore(max = 3) {
  const store = createStore<{ notices: Notice[] }>(() => ({ notices: [] }));
  let nextId = 1;
  const dismiss = (id: number) => store.setState({ notices: store.getState().notices.filter((n) => n.id !== id) });
  return {
    store,
    show(message: string): number {
      const id = nextId++;
      store.setState({ notices: [...store.getState().notices, { id, message }].slice(-max) });
      setTimeout(() => dismiss(id), NOTICE_MS);
      return id;
    },
    dismiss,
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;
