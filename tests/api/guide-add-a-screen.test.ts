import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layeredSchemas, validateSchemaFolder } from '@cockpit/core/schema/node';
import { filtersToQuery } from '../../core/src/grid/filters/filter-query';
import type { PageFilter } from '../../core/src/grid/schema-types';
import { repoRoot, tempProject, type TempProject } from '../../cli/src/testing/temp-project';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * docs/guides/add-a-screen.md, replayed on a copy of the project: its commands (```sh replay)
 * run through the CLI, its files (```json file=…) are written, or added at a JSON pointer
 * (add=/settings/1/items/-). Then the result validates, and the real server, reading the copied
 * schemas, answers the new screen's list with the guide's filter, sent as the console sends it.
 */
const guideFile = path.join(repoRoot, 'docs/guides/add-a-screen.md');

interface Block {
  lang: string;
  file?: string;
  add?: string;
  replay: boolean;
  text: string;
}

function blocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```\s*$/gm)].map((m) => {
    const [lang = '', ...words] = m[1].trim().split(/\s+/);
    const value = (name: string) => words.find((w) => w.startsWith(`${name}=`))?.slice(name.length + 1);
    return { lang, file: value('file'), add: value('add'), replay: words.includes('replay'), text: m[2] };
  });
}

/** RFC 6901 pointer; the last token names the property to set, or "-" to append to a list. */
function addAt(document: unknown, pointer: string, value: unknown): void {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop() as string;
  let target = document as Record<string, unknown> | unknown[];
  for (const token of tokens) target = (target as Record<string, unknown>)[token] as Record<string, unknown>;
  if (Array.isArray(target)) {
    if (last === '-') target.push(value);
    else target.splice(Number(last), 0, value);
  } else {
    if (last in target) throw new Error(`${pointer} exists already`);
    target[last] = value;
  }
}

async function replay(project: TempProject, list: Block[]): Promise<string[]> {
  const done: string[] = [];
  for (const block of list) {
    if (block.lang === 'sh' && block.replay) {
      for (const line of block.text.split('\n').filter((l) => l.startsWith('npm run cockpit -- '))) {
        const args = line.slice('npm run cockpit -- '.length).split(/\s+/);
        project.out.length = 0;
        const code = await project.run(...args);
        expect(code, `${line}\n${[...project.out, ...project.err].join('\n')}`).toBe(0);
        done.push(line);
      }
    } else if (block.file) {
      const full = path.join(project.root, block.file);
      const value = JSON.parse(block.text);
      if (block.add) {
        const document = JSON.parse(fs.readFileSync(full, 'utf8'));
        addAt(document, block.add, value);
        fs.writeFileSync(full, `${JSON.stringify(document, null, 2)}\n`);
      } else {
        fs.mkdirSync(path.dirname(full), { recursive: true });
        fs.writeFileSync(full, block.text);
      }
      done.push(`${block.file}${block.add ? ` ${block.add}` : ''}`);
    }
  }
  return done;
}

let project: TempProject;
let steps: string[];
let ts: TestServer;
let admin: TestApi;

beforeAll(async () => {
  project = tempProject();
  steps = await replay(project, blocks(fs.readFileSync(guideFile, 'utf8')));
  ts = await startTestServer({ config: { schemasDir: project.schemasDir, logLevel: 'silent' } });
  admin = await signInAs(ts.baseUrl, 'admin');
});
afterAll(async () => {
  await ts?.close();
  project?.remove();
});

const newFiles = ['grids/scrap-reasons.json', 'dialogs/scrap-reason.json', 'menu.json', 'index.json'];

describe('docs/guides/add-a-screen.md, replayed', () => {
  it('replays every step: the scaffold, the files, the additions, validate', () => {
    expect(steps).toEqual([
      'npm run cockpit -- new grid scrap-reasons --api CauseCode.Header',
      'schemas/grids/scrap-reasons.json',
      'schemas/dialogs/scrap-reason.json',
      'schemas/index.json /dialogs/-',
      'schemas/menu.json /settings/1/items/-',
      ...['en-GB', 'da-DK', 'nb-NO'].map((l) => `schemas/i18n/${l}/ScrapReasons.json`),
      ...['en-GB', 'da-DK', 'nb-NO'].map((l) => `schemas/i18n/${l}/Dialogs.scrap-reason.json`),
      ...['en-GB', 'da-DK', 'nb-NO'].map((l) => `schemas/i18n/${l}/Settings.json /scrapReasons`),
      'npm run cockpit -- validate',
    ]);
  });

  it('validates without an error, the new screen against its list contract included', async () => {
    const set = await validateSchemaFolder(project.schemasDir, { pluginsDir: path.join(project.root, 'plugins') });
    const entry = project.readJson('schemas/menu.json').settings[1].items.length - 1;
    const mine = (i: { file: string; pointer: string }) =>
      i.file === 'menu.json' ? i.pointer.startsWith(`/settings/1/items/${entry}`) : newFiles.includes(i.file) || /scrap-?reason/i.test(i.file);
    expect(set.report.issues.filter((i) => i.severity === 'error' || mine(i))).toEqual([]);
    expect(set.grids.find((g) => g.id === 'ScrapReasons')).toMatchObject({ liveView: 'CauseCode' });
    expect(set.dialogs.map((d) => d.id)).toContain('scrap-reason');
  });

  it("the server serves the screen without a problem and answers its list with the guide's filter, as the console sends it", async () => {
    const bundle = await admin.get<{ result: { files: Record<string, unknown>; problems: unknown[] } }>('/api/Schemas/bundle');
    expect(bundle.status).toBe(200);
    expect(bundle.body.result.problems).toEqual([]);
    const grid = bundle.body.result.files['grids/scrap-reasons.json'] as { dataSource: { api: string; query: Record<string, string> }; filters: PageFilter[] };
    const table = layeredSchemas(project.schemasDir, path.join(project.root, 'plugins')).read('api-paths/cause-codes.json') as { paths: Record<string, { path: string }> };
    const listPath = table.paths[grid.dataSource.api].path;

    const get = async (text: string) => {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...grid.dataSource.query, ...filtersToQuery(grid.filters, { displayText: text }) })) query.append(k, String(v));
      const res = await admin.get<{ result: Array<{ type: string; value: string; displayText: string }> }>(`${listPath}?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result;
    };
    const damaged = await get('damag');
    expect(damaged.length).toBeGreaterThan(0);
    for (const row of damaged) {
      expect(row.type).toBe('Lose');
      expect(row.displayText.toLowerCase()).toContain('damag');
    }
    const { rows } = await ts.database.db.query<{ n: number }>(
      "select count(*)::int as n from cause_codes c join business_units b on b.id = c.business_unit_id where b.name = 'Demo' and c.type = 'Lose' and c.display_text ilike '%damag%'",
    );
    expect(damaged).toHaveLength(rows[0].n);

    // The add action's call, then the new row is found by the filter.
    const saved = await admin.put('/api/CauseCode', { type: 'Lose', value: 'BURNT', displayText: 'Burnt in the oven' });
    expect(saved.status).toBe(200);
    expect((await get('oven')).map((r) => r.value)).toEqual(['BURNT']);
  });
});
