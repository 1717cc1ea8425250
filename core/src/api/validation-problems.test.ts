import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { problemsOf, validationProblems, type AjvIssue } from './validation-problems';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const issues = (schema: object, data: unknown): AjvIssue[] => {
  const validate = ajv.compile(schema);
  validate(data);
  return (validate.errors ?? []) as AjvIssue[];
};

describe('validationProblems', () => {
  it('names the field, the rule and its limit, deep in lists too', () => {
    const schema = {
      type: 'object',
      properties: {
        drafts: {
          type: 'array',
          items: { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { orderedQuantity: { type: 'integer', maximum: 1e9 } } } } } },
        },
      },
    };
    expect(validationProblems(issues(schema, { drafts: [{ lines: [{ orderedQuantity: 2e9 }] }] }))).toEqual([
      { path: ['drafts', 0, 'lines', 0, 'orderedQuantity'], field: 'orderedQuantity', rule: 'maximum', limit: 1e9 },
    ]);
  });

  it('tells a pattern, a format and a missing field without the pattern or a JSON pointer', () => {
    const schema = { type: 'object', required: ['name'], properties: { phone: { type: 'string', pattern: '^[0-9 +()./-]*$' }, email: { type: 'string', format: 'email' } } };
    expect(validationProblems(issues(schema, { phone: 'abc', email: 'x' }))).toEqual([
      { path: ['name'], field: 'name', rule: 'required' },
      { path: ['phone'], field: 'phone', rule: 'pattern' },
      { path: ['email'], field: 'email', rule: 'format', limit: 'email' },
    ]);
  });

  it('folds the alternatives of an anyOf into "one of these fields", without "must match a schema in anyOf"', () => {
    const schema = { type: 'object', anyOf: [{ required: ['locationIds'] }, { required: ['stockIds'] }], properties: { locationIds: { type: 'array' } } };
    expect(validationProblems(issues(schema, {}))).toEqual([{ path: [], field: '', rule: 'requiredOneOf', options: ['locationIds', 'stockIds'] }]);
  });

  it('keeps what an if/then requires and drops ajv\'s "must match \\"then\\" schema"', () => {
    const schema = { type: 'object', if: { properties: { net: { const: true } }, required: ['net'] }, then: { required: ['address'] } };
    expect(validationProblems(issues(schema, { net: true }))).toEqual([{ path: ['address'], field: 'address', rule: 'required' }]);
  });

  it('reads the problems back from an answer, and nothing from other details', () => {
    expect(problemsOf({ problems: [{ path: ['a'], field: 'a', rule: 'required' }] })).toHaveLength(1);
    expect(problemsOf({ problems: [{ field: 'quantity', key: 'Sales.rules.quantity', line: 0 }] })).toEqual([]);
    expect(problemsOf('text')).toEqual([]);
  });
});
