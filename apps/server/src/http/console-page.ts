import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_PAYLOAD_ELEMENT_ID, firstScreenHint, schemasFromBundle, type BootPayload, type LoadedSchemas, type SchemaBundle } from '@cockpit/core/schema-store';

/**
 * The console's page (index.html) for an address of the console, with what its first screen
 * needs handed over in the page itself, so the browser need not wait a round for it:
 * - env.json's settings (the page no longer preloads env.json; the console reads them here);
 * - on a grid page's address, the first-screen hint (core/src/schema-store/first-screen-hint.ts):
 *   the grid's list call and the owner of its saved views, so the console asks for the rows and the
 *   opening view beside the schemas instead of after them.
 * Both go in a JSON data block (`<script type="application/json">`), which a browser never runs,
 * so the page keeps its Content-Security-Policy without inline scripts. The hint comes from the
 * schemas as the server last checked them; while the first check since start is still running,
 * the page goes out without a hint rather than waiting for it.
 *
 * The files are read per request (a rebuild while the server runs must show the new page); the
 * answer carries an ETag, so a reload of an unchanged page is a 304.
 */
/** The server's schema check as far as the page needs it: the bundle it last made (schemas/schema-check.ts). */
export type SchemaCheckOf = () => Promise<{ bundle: SchemaBundle }>;

export interface ConsolePage {
  html: string;
  etag: string;
}

const PRELOAD_ENV = /<link rel="preload" href="\/env\.json"[^>]*>\s*/;

/** JSON that cannot end the data block early: every `<` escaped. */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function createConsolePages(consoleDir: string, schemaCheck: SchemaCheckOf) {
  const loaded = new WeakMap<object, LoadedSchemas>();
  /** The schemas as last checked, or undefined while that check runs (an already settled promise wins the race). */
  const currentSchemas = async (): Promise<LoadedSchemas | undefined> => {
    const check = await Promise.race([schemaCheck(), Promise.resolve(undefined)]).catch(() => undefined);
    if (!check) return undefined;
    let schemas = loaded.get(check);
    if (!schemas) loaded.set(check, (schemas = schemasFromBundle(check.bundle)));
    return schemas;
  };

  return async function consolePage(pathname: string): Promise<ConsolePage> {
    const html = await fs.promises.readFile(path.join(consoleDir, 'index.html'), 'utf8');
    const env = await fs.promises
      .readFile(path.join(consoleDir, 'env.json'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch(() => undefined);
    const schemas = await currentSchemas();
    const payload: BootPayload = { env, firstScreen: schemas ? firstScreenHint(schemas, pathname) : undefined };
    const block = `<script type="application/json" id="${BOOT_PAYLOAD_ELEMENT_ID}">${blockJson(payload)}</script>\n`;
    // Without env.json the console takes its built-in defaults, as it would without the preload.
    const page = html.replace(PRELOAD_ENV, '').replace('</head>', `${block}  </head>`);
    return { html: page, etag: `"${crypto.createHash('sha1').update(page).digest('base64url')}"` };
  };
}
