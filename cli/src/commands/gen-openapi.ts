import path from 'node:path';
import { API_INFO, openApiDocument } from '@cockpit/contracts';
import { routeAreasWithPlugins, routesOf } from '@cockpit/contracts/plugin-routes';
import type { CliIo } from '../io';
import { findProject } from '../project';
import { genOneFile } from '../gen/generated-files';

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
  return genOneFile(io, file, text, options);
}
