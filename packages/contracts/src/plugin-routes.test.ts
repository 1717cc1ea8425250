import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { defineRoute } from './define-route';
import { mergeRouteAreas, readListedPlugins, readPluginList, routesOf } from './plugin-routes';
import { routeList } from './routes/index';
import { result } from './schema-parts';

const route = (key: string, path: string) => defineRoute({ key, method: 'GET', path, permission: null, answer: result(Type.Null()), description: 'A probe route of a plugin.' });

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

describe("the plugins' part of the route table", () => {
  it("adds a plugin's areas after the host's", () => {
    const merged = mergeRouteAreas([{ plugin: 'alpha', areas: { alpha: { Alpha: { one: route('Alpha.one', 'Alpha/one') } } } }]);
    const keys = Object.values(merged)
      .flatMap(routesOf)
      .map((r) => r.key);
    expect(keys).toEqual([...routeList.map((r) => r.key), 'Alpha.one']);
  });

  it('refuses an area, a key or a method and path that two plugins declare, naming both', () => {
    const alpha = { plugin: 'alpha', areas: { shared: { Alpha: { one: route('Alpha.one', 'Alpha/one') } } } };
    expect(() => mergeRouteAreas([alpha, { plugin: 'beta', areas: { shared: {} } }])).toThrow('Route area "shared" is declared by plugin alpha and by plugin beta');
    expect(() => mergeRouteAreas([alpha, { plugin: 'beta', areas: { beta: { Alpha: { one: route('Alpha.one', 'Beta/one') } } } }])).toThrow(
      'Route Alpha.one is declared by plugin alpha and by plugin beta',
    );
    expect(() => mergeRouteAreas([alpha, { plugin: 'beta', areas: { beta: { Beta: { one: route('Beta.one', 'Alpha/one') } } } }])).toThrow(
      'Route GET /api/Alpha/one is declared by plugin alpha and by plugin beta',
    );
  });

  it('reads the list of plugins in order; a folder that is not kebab-case or has no server half stops the start', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-plugin-list-'));
    expect(readPluginList(dir)).toEqual([]);
    for (const folder of ['b-tools', 'a-tools']) {
      fs.mkdirSync(path.join(dir, folder, 'server'), { recursive: true });
      fs.writeFileSync(path.join(dir, folder, 'server', 'index.ts'), '');
    }
    fs.writeFileSync(path.join(dir, 'server-plugins.json'), JSON.stringify({ $comment: 'x', bTools: 'b-tools', aTools: 'a-tools' }));
    expect(readPluginList(dir).map((p) => p.name)).toEqual(['bTools', 'aTools']);
    fs.writeFileSync(path.join(dir, 'server-plugins.json'), JSON.stringify({ up: '../apps' }));
    expect(() => readPluginList(dir!)).toThrow('plugin "up" must name its folder (kebab-case), not "../apps"');
    fs.writeFileSync(path.join(dir, 'server-plugins.json'), JSON.stringify({ gone: 'gone-tools' }));
    expect(() => readPluginList(dir!)).toThrow('plugin "gone" has no server half (plugins/gone-tools/server/index.ts) and no console half (plugins/gone-tools/src/index.ts)');
  });

  it('lists console-only plugins in the same list: the server skips them, the console gets them', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-plugin-list-'));
    for (const [folder, half] of [
      ['both-tools', 'server'],
      ['both-tools', 'src'],
      ['cells', 'src'],
      ['engine', 'server'],
    ]) {
      fs.mkdirSync(path.join(dir, folder, half), { recursive: true });
      fs.writeFileSync(path.join(dir, folder, half, 'index.ts'), '');
    }
    fs.writeFileSync(path.join(dir, 'server-plugins.json'), JSON.stringify({ bothTools: 'both-tools', cells: 'cells', engine: 'engine' }));
    expect(readPluginList(dir).map((p) => p.name)).toEqual(['bothTools', 'engine']);
    expect(readListedPlugins(dir).map(({ name, server, console }) => [name, server, console])).toEqual([
      ['bothTools', true, true],
      ['cells', false, true],
      ['engine', true, false],
    ]);
  });
});
