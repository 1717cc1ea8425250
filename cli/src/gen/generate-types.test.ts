import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/temp-project';
import { generateTypes, generatedTypesDir, typesFileName } from './generate-types';
import { typeShape } from './type-shape';

describe('generated types', () => {
  it('are not stale: regenerating schemas/meta gives exactly the files in core/src/schema/generated', async () => {
    const generated = await generateTypes(path.join(repoRoot, 'schemas/meta'));
    const dir = path.join(repoRoot, generatedTypesDir);
    const onDisk = new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
    // One message that says what to do, rather than a diff of generated code.
    const stale = [...generated].filter(([name, code]) => onDisk.get(name) !== code).map(([name]) => name);
    const extra = [...onDisk.keys()].filter((name) => !generated.has(name));
    expect({ stale, extra }, 'run npm run gen').toEqual({ stale: [], extra: [] });
  });

  it('have one file per meta-schema, named after it, exporting the type named by its title', async () => {
    const metaDir = path.join(repoRoot, 'schemas/meta');
    const generated = await generateTypes(metaDir);
    for (const file of fs.readdirSync(metaDir)) {
      const title = JSON.parse(fs.readFileSync(path.join(metaDir, file), 'utf8')).title as string;
      const code = generated.get(typesFileName(file));
      expect(code, file).toMatch(new RegExp(`export (interface|type) ${title}\\b`));
      expect(code, file).toContain(`Generated from schemas/meta/${file}`);
    }
    expect(typesFileName('index.schema.json')).toBe('schema-index.ts');
  });

  it('turn the column rules into one plain interface, not an intersection of copies', async () => {
    const grid = (await generateTypes(path.join(repoRoot, 'schemas/meta'))).get('grid.ts') ?? '';
    expect(grid).toMatch(/export interface GridColumn \{/);
    expect(grid).not.toMatch(/GridColumn = /);
    expect(grid).not.toMatch(/ApiCall1|Template1/);
    // A template is any JSON value, so a call's body can be a string, a list or an object.
    expect(grid).toMatch(/export type Template =\s+\| string\s+\| number\s+\| boolean\s+\| null/);
  });
});

describe('the type shape of a meta-schema', () => {
  it('drops if/then and oneOf/anyOf of required lists, keeps real alternatives', () => {
    const shape = typeShape({
      $defs: {
        call: { title: 'Call', type: 'object', properties: { api: { type: 'string' } } },
        column: {
          type: 'object',
          properties: { type: { enum: ['text', 'enum'] }, enum: { type: 'string' }, call: { $ref: '#/$defs/call', description: 'The call.' } },
          allOf: [{ if: { properties: { type: { const: 'enum' } } }, then: { required: ['enum'] } }],
          anyOf: [{ required: ['enum'] }, { required: ['call'] }],
          oneOf: [{ type: 'string' }, { type: 'object' }],
        },
      },
    });
    expect(shape).toEqual({
      $defs: {
        call: { title: 'Call', type: 'object', properties: { api: { type: 'string' } } },
        column: {
          type: 'object',
          properties: { type: { enum: ['text', 'enum'] }, enum: { type: 'string' }, call: { $ref: '#/$defs/call' } },
          oneOf: [{ type: 'string' }, { type: 'object' }],
        },
      },
    });
  });
});
