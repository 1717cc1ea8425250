import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { describeAjvErrors } from './messages';
import { patternInWords } from './pattern-words';
import { parseJsonText, SchemaReadError } from './read-error';
import { SchemaGraph } from './schema-graph';
import { createMemorySource } from './memory-source';
import { lines, schemaFixture, validateFixture, type Files } from './testing/fixture';
import { formatIssue } from './format';

/** The issues of one file, as `#pointer: message` lines. */
async function issuesOf(files: Files, file: string): Promise<string[]> {
  const set = await validateFixture(files);
  return lines(set.report.issues.filter((i) => i.file === file)).map((l) => l.slice(file.length));
}

describe('validation messages, one per kind of error', () => {
  it('the fixture itself validates without an issue', async () => {
    const set = await validateFixture(schemaFixture());
    expect(lines(set.report.issues)).toEqual([]);
    expect(set.report.skipped).toEqual([]);
  });

  it('enum: lists the allowed values and what was found', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].type = 'strng';
    expect(await issuesOf(files, 'grids/orders.json')).toEqual([
      '#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
    ]);
  });

  it('enum: suggests the value that was probably meant', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].routes[0].paging = 'clinet';
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/routes/0/paging: must be one of client, server; got "clinet" (did you mean "client"?)']);
  });

  it('required: names the missing property at the object that lacks it', async () => {
    const files = schemaFixture();
    delete files['grids/orders.json'].columns[1].label;
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/columns/1: "label" is required']);
  });

  it('additionalProperties: points at the unknown property and suggests the known one', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].widht = 120;
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/columns/0/widht: unknown property "widht" (did you mean "width"?)']);
  });

  it('pattern: says what the pattern expects in words, not as a regular expression', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].routes[0].path = 'Orders Page';
    files['grids/orders.json'].dataSource.api = 'outgoingOrder.list';
    expect(await issuesOf(files, 'grids/orders.json')).toEqual([
      '#/routes/0/path: must be lower-case letters, digits and dashes (e.g. materials-page); got "Orders Page"',
      '#/dataSource/api: must be a path-table key <Controller>.<action> (e.g. Material.description); got "outgoingOrder.list"',
    ]);
  });

  it('pattern: falls back to the meta-schema description, then to the pattern itself', () => {
    const ajv = new Ajv2020({ allErrors: true, verbose: true });
    const schema = {
      $id: 'https://example.test/s.json',
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[0-9]{4}$', description: 'A four-digit warehouse code, e.g. 0042.' },
        bare: { type: 'string', pattern: '^x+$' },
      },
    };
    const validate = ajv.compile(schema);
    validate({ code: '42', bare: 'y' });
    const messages = describeAjvErrors(validate.errors ?? [], new SchemaGraph([schema])).map((i) => `${i.pointer}: ${i.message}`);
    expect(messages).toEqual(['/code: must be a four-digit warehouse code, e.g. 0042; got "42"', '/bare: must be text matching the pattern ^x+$; got "y"']);
  });

  it('every pattern in the meta-schemas can be said in words', () => {
    const metaDir = path.resolve(import.meta.dirname, '../../../schemas/meta');
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (typeof schema.pattern === 'string' && !patternInWords(schema.pattern) && typeof schema.description !== 'string') missing.push(`${where}: ${schema.pattern}`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const file of fs.readdirSync(metaDir)) walk(JSON.parse(fs.readFileSync(path.join(metaDir, file), 'utf8')), file);
    expect(missing).toEqual([]);
  });

  it('type: names the expected and the found kind of value', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].width = '140';
    files['grids/orders.json'].columns[0].hidden = 'yes';
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/columns/0/width: must be a whole number; got "140"', '#/columns/0/hidden: must be true or false; got "yes"']);
  });

  it('minimum and maximum: give the limit and the value', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].width = 10;
    files['grids/orders.json'].columns[1].width = 5000;
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/columns/0/width: must be at least 30; got 10', '#/columns/1/width: must be at most 2000; got 5000']);
  });

  it('minItems: an empty list that must not be', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].routes = [];
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/routes: must not be empty: list at least 1 entry']);
  });

  it('uniqueItems: says which entries are the same', async () => {
    const files = schemaFixture();
    files['index.json'].grids.push('grids/orders.json');
    expect(await issuesOf(files, 'index.json')).toEqual(['#/grids: must not list the same value twice: entries 0 and 1 are both "grids/orders.json"']);
  });

  it('const: the one value allowed', async () => {
    const files = schemaFixture();
    files['dialogs/cancel-order.json'].form.type = 'array';
    expect(await issuesOf(files, 'dialogs/cancel-order.json')).toEqual(['#/form/type: must be "object"; got "array"']);
  });

  it('if/then: one message with the condition, not "must match then schema" as well', async () => {
    const files = schemaFixture();
    delete files['grids/orders.json'].columns[1].enum;
    files['grids/orders.json'].filters[0].type = 'multiSelect';
    delete files['grids/orders.json'].filters[0].options;
    expect(await issuesOf(files, 'grids/orders.json')).toEqual([
      '#/columns/1: "enum" is required when type is enum',
      '#/filters/0: "options" is required when type is select or multiSelect',
    ]);
  });

  it('oneOf of required lists: one message naming the alternatives', async () => {
    const files = schemaFixture();
    const columns = [{ field: 'line', label: 'Orders.columns.id', type: 'number' }];
    files['grids/orders.json'].detail = { rowId: 'line', columns, rowsField: 'lines', dataSource: { api: 'OutgoingOrder.list' } };
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/detail: must have either "rowsField" or "dataSource", not more than one of them']);
    files['grids/orders.json'].detail = { rowId: 'line', columns };
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/detail: must have "rowsField" or "dataSource"']);
  });

  it('anyOf of required lists: one message naming the alternatives', async () => {
    const files = schemaFixture();
    delete files['grids/orders.json'].actions[0].call;
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/actions/0: must have "call" or "handler"']);
  });

  it('oneOf: reports the branch the author was writing, not every branch', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].filters[0].options = { enum: 'OrderState' };
    files['permissions.json'].data.cancel_order = { roles: [] };
    expect(await issuesOf(files, 'grids/orders.json')).toEqual(['#/filters/0/options: "values" is required']);
    expect(await issuesOf(files, 'permissions.json')).toEqual(['#/data/cancel_order/roles: must not be empty: list at least 1 entry']);
  });

  it('oneOf: when no branch fits at all, lists the forms that would', async () => {
    const files = schemaFixture();
    files['permissions.json'].data.navigation = 'everyone';
    expect(await issuesOf(files, 'permissions.json')).toEqual(['#/data/navigation: must be one of all, none, admin or an object with "roles"; got "everyone"']);
  });

  it('propertyNames: points at the key and says what keys look like', async () => {
    const files = schemaFixture();
    files['permissions.json'].data.CancelOrder = 'all';
    expect(await issuesOf(files, 'permissions.json')).toEqual([
      '#/data/CancelOrder: the key must be lower-case letters, digits, "_" and "-", starting with a letter (e.g. can_save_for_all); got "CancelOrder"',
    ]);
  });

  it('a file that is not JSON: where the text goes wrong', async () => {
    expect(() => parseJsonText('{\n  "id": "x",\n  "title" "y"\n}')).toThrow(/at line 3, column 11/);
    const files = schemaFixture();
    const memory = createMemorySource(files);
    const source = {
      ...memory,
      read: (p: string) =>
        p === 'grids/orders.json' ? Promise.reject(new SchemaReadError('invalid-json', 'is not valid JSON: Unexpected token at line 3, column 11')) : memory.read(p),
    };
    const set = await validateFixture(files, { source: () => source });
    expect(lines(set.report.issues)).toEqual(['grids/orders.json#: is not valid JSON: Unexpected token at line 3, column 11']);
    expect(set.report.issues[0].rule).toBe('invalid-json');
  });

  it('a listed file that does not exist: the file, and where the index lists it', async () => {
    const files = schemaFixture();
    files['index.json'].grids.push('grids/tasks.json');
    const set = await validateFixture(files);
    expect(lines(set.report.issues)).toEqual(['grids/tasks.json#: does not exist, but index.json lists it at #/grids/1']);
  });

  it('$schema naming another kind of meta-schema', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].$schema = '../meta/dialog.schema.json';
    expect(await issuesOf(files, 'grids/orders.json')).toEqual([
      '#/$schema: names "../meta/dialog.schema.json" as its meta-schema, but this is a grid file: use "../meta/grid.schema.json"',
    ]);
  });

  it('formats an issue as file#pointer: message, from where the reader stands', async () => {
    const files = schemaFixture();
    files['grids/orders.json'].columns[0].type = 'strng';
    const [issue] = (await validateFixture(files)).report.issues;
    expect(formatIssue(issue)).toBe(
      'schemas/grids/orders.json#/columns/0/type: must be one of text, number, money, percent, date, datetime, boolean, enum, lookup, messages; got "strng"',
    );
    expect(formatIssue({ ...issue, file: '../plugins/stock/plugin.json' }, 'schemas')).toMatch(/^plugins\/stock\/plugin\.json#/);
  });
});
