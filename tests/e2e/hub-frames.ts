import type { Page } from '@playwright/test';

const RECORD_SEPARATOR = '\x1e';
const INVOCATION = 1;
const COMPLETION = 3;

/**
 * Resolves once the page's live-update connection has registered the view on the hub and the hub
 * has answered the registration: from then on, a change to the view reaches this page. Call it
 * before the page opens the grid (it listens for the WebSocket the page opens).
 */
export function viewRegisteredOnHub(page: Page, viewName: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the view ${viewName} was not registered on the hub within ${timeoutMs} ms`)), timeoutMs);
    const pending = new Set<string>();
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/hubs/view')) return;
      ws.on('framesent', ({ payload }) => {
        for (const record of String(payload).split(RECORD_SEPARATOR).filter(Boolean)) {
          const message = JSON.parse(record) as { target?: string; arguments?: unknown[]; invocationId?: string };
          if (message.target === 'RegisterConnectionOnView' && message.arguments?.[0] === viewName && message.invocationId) pending.add(message.invocationId);
        }
      });
      ws.on('framereceived', ({ payload }) => {
        for (const record of String(payload).split(RECORD_SEPARATOR).filter(Boolean)) {
          const message = JSON.parse(record) as { type?: number; invocationId?: string; error?: string };
          if (message.type === COMPLETION && message.invocationId && pending.has(message.invocationId)) {
            clearTimeout(timer);
            if (message.error) reject(new Error(`the hub refused the registration of ${viewName}: ${message.error}`));
            else resolve();
          }
        }
      });
    });
  });
}

/** A change message's argument: the view and the row (or rows) it carries. */
interface ChangeArgument {
  viewName?: string;
  id?: number;
  ids?: number[];
  viewModel?: { id?: number };
  viewModels?: { id?: number }[];
}

/**
 * Watches what the hub sends the page. Call it before the page opens its live-update connection;
 * then `rowChange(view, id)` resolves once the hub's change message for that row has arrived
 * (an invocation whose argument names the view and the row, alone or among others).
 */
export function watchHubFrames(page: Page): { rowChange(viewName: string, id: number, timeoutMs?: number): Promise<void> } {
  const listeners = new Set<(message: { type?: number; arguments?: unknown[] }) => void>();
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/hubs/view')) return;
    ws.on('framereceived', ({ payload }) => {
      for (const record of String(payload).split(RECORD_SEPARATOR).filter(Boolean)) {
        const message = JSON.parse(record) as { type?: number; arguments?: unknown[] };
        for (const listener of listeners) listener(message);
      }
    });
  });
  return {
    rowChange(viewName, id, timeoutMs = 30_000) {
      const names = (m: ChangeArgument) => m.viewName === viewName && (m.id === id || m.ids?.includes(id) || m.viewModel?.id === id || m.viewModels?.some((v) => v.id === id));
      return new Promise((resolve, reject) => {
        const listener = (message: { type?: number; arguments?: unknown[] }) => {
          if (message.type !== INVOCATION || !message.arguments?.some((a) => typeof a === 'object' && a !== null && names(a as ChangeArgument))) return;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no change of ${viewName} ${id} came over the hub within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
  };
}
