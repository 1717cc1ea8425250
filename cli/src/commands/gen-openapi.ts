import fs from 'node:fs';
import path from 'node:path';
import { API_INFO, openApiDocument } from '@cockpit/contracts';
import { routeAreasWithPlugins, routesOf } from '@cockpit/contracts/plugin-routes';
import type { CliIo } from '../io';
import { findProject, shown } from '../project';

/** Where the document is written, from the project's root. */
export const OPENAPI_FILE = 'docs/api/openapi.json';

/**
 * `cockpit gen openapi`: the OpenAPI 3.1 document of the route table (packages/contracts and the
 * listed plugins' routes.ts), the
 * same one the server serves at /api/openapi.json to administrators. With --check nothing is
 * written; exit code 1 when the file is stale (for CI).
 */
export async function genOpenApiCommand(io: CliIo, options: { check?: boolean }): Promise<number> {
  const project = findProject(io.cwd);
  const file = path.join(project.root, OPENAPI_FILE);
  const routeList = Object.values(await routeAreasWithPlugins(project.pluginsDir)).flatMap(routesOf);
  const text = `${JSON.stringify(openApiDocument(routeList, API_INFO), null, 2)}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (options.check) {
    if (current !== text) io.err(`stale: ${shown(io.cwd, file)} (run npm run gen)`);
    else io.out(`${shown(io.cwd, file)} is up to date`);
    return current === text ? 0 : 1;
  }
  if (current !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    io.out(`wrote ${shown(io.cwd, file)}`);
  } else io.out(`${shown(io.cwd, file)} was up to date`);
  return 0;
}
