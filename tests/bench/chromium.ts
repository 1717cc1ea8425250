import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Chromium as the browser tests launch it (playwright.config.ts): Debian's build, headless, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const VIEWPORT = { width: 1400, height: 900 };

export function chromiumPath(): string | undefined {
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** Signs a page in as the console does (core/src/session/token-storage.ts), before any script of the page runs. */
export function signedInScript(userName: string, token: string): string {
  return `try { localStorage.setItem(${JSON.stringify(`cockpit.session.${userName.toLowerCase()}`)}, ${JSON.stringify(token)}); localStorage.setItem('cockpit.session.current', ${JSON.stringify(userName)}); } catch {}`;
}
