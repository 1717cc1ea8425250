import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_INFO, openApiDocument } from '@cockpit/contracts';
import { routeAreasWithPlugins, routesOf } from '@cockpit/contracts/plugin-routes';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The whole table: the host's routes and those of the plugins of plugins/server-plugins.json.
const routeList = Object.values(await routeAreasWithPlugins(path.join(root, 'plugins'))).flatMap(routesOf);
const document = openApiDocument(routeList, API_INFO) as {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; 'x-permission': unknown; parameters: Array<{ in: string; name: string }> }>>;
};

describe('the OpenAPI document of the route table', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const answer = await validator.validate(structuredClone(document));
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse: a parameter without its `in` is not OpenAPI.
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { parameters: Array<Record<string, unknown>> }>> };
    delete broken.paths['/api/Stock/outgoingReservations/{id}'].get.parameters[0].in;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per route, with its permission and its path parameters', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.map((o) => o.operationId).sort()).toEqual(routeList.map((r) => r.key).sort());
    const reservations = document.paths['/api/Stock/outgoingReservations/{id}'].get;
    expect(reservations['x-permission']).toBe('data/view_reservations');
    expect(reservations.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
  });

  it('is what docs/api/openapi.json holds (cockpit gen openapi)', () => {
    expect(JSON.parse(fs.readFileSync(path.join(root, 'docs/api/openapi.json'), 'utf8'))).toEqual(document);
  });
});
