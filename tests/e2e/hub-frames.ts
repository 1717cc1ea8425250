import type { Page } from '@playwright/test';

const RECORD_SEPARATOR = '\x1e';
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
