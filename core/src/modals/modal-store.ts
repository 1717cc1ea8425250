import { createStore } from 'zustand/vanilla';
import type { ModalEntry, ModalTemplate } from './modal-entry';
import type { ModalRegistry } from './modal-registry';
import { createNoticeStore } from './notice-store';

export type { ModalEntry, ModalTemplate } from './modal-entry';

export const MODAL_BASE_Z_INDEX = 1000;

export interface ModalState {
  stack: ModalEntry[];
}

export interface ErrorModalProps {
  title?: string;
  message: string;
  details?: unknown;
  /** Keys of the details that the message has already said (not listed again below it). */
  said?: string[];
}

/** The names that can be opened: a ModalRegistry (modal-registry.ts), which ModalHost reads the components from. */
export interface KnownTemplates {
  has(name: string): boolean;
}

/** The stack of open modals. */
export function createModalStore<Templates extends KnownTemplates>(templates: Templates) {
  const store = createStore<ModalState>(() => ({ stack: [] }));
  let nextId = 1;

  const push = <T>(template: ModalTemplate, props: Record<string, unknown>): Promise<T | undefined> =>
    new Promise((resolve) => {
      const stack = store.getState().stack;
      const entry: ModalEntry = {
        id: nextId++,
        template,
        props,
        // Modals stack upward from a base z-index of 1000.
        zIndex: MODAL_BASE_Z_INDEX + stack.length * 10,
        resolve: resolve as (value: unknown) => void,
      };
      store.setState({ stack: [...stack, entry] });
    });

  const api = {
    store,
    templates,
    /** Short confirmations that do not block (NoticeHost, shown beside the modals). */
    notices: createNoticeStore(),
    /** Opens a modal by template name; resolves with what the modal closes with (undefined when dismissed). */
    open<T = unknown>(template: ModalTemplate | undefined, props: Record<string, unknown> = {}): Promise<T | undefined> {
      if (!template) {
        void api.error({ message: 'Template name is required for dynamic modal!' });
        return Promise.resolve(undefined);
      }
      if (!templates.has(template)) {
        // An unknown template closes at once, with an error in its place.
        void api.error({ message: 'Template for dynamic modal not found!', details: template });
        return Promise.resolve(undefined);
      }
      return push<T>(template, props);
    },
    close(id: number, result?: unknown) {
      const entry = store.getState().stack.find((m) => m.id === id);
      store.setState({ stack: store.getState().stack.filter((m) => m.id !== id) });
      entry?.resolve(result);
    },
    /** An identical error message is not shown twice at once. */
    error(props: ErrorModalProps): Promise<unknown> {
      const open = store.getState().stack.some((m) => m.template === 'error' && m.props.message === props.message && m.props.title === props.title);
      if (open) return Promise.resolve(undefined);
      return push('error', props as unknown as Record<string, unknown>);
    },
    closeAll() {
      const stack = store.getState().stack;
      store.setState({ stack: [] });
      for (const m of stack) m.resolve(undefined);
    },
  };
  return api;
}

/** The runtime's modal store: its templates are a registry that feature folders and plugins register into. */
export type ModalStore = ReturnType<typeof createModalStore<ModalRegistry>>;
