import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { DialogSchema } from '../schema';
import { fieldProblems, formSchemaFor, translateErrors, uiSchemaFor } from './dialog-form';

const t = ((key: string, opts?: { defaultValue?: string; limit?: number }) =>
  key.startsWith('Validation.minimum') ? `at least ${opts?.limit}` : key.includes('.') ? `T(${key})` : key) as unknown as TFunction;

const dialog: DialogSchema = {
  $schema: '../meta/dialog.schema.json',
  id: 'gain-stock',
  title: 'Dialogs.gainStock.title',
  form: {
    type: 'object',
    required: ['quantity', 'causeCode'],
    properties: {
      quantity: { type: 'integer', minimum: 1, title: 'Dialogs.gainStock.quantity' },
      causeCode: { type: 'string', title: 'Dialogs.gainStock.causeCode' },
      price: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01, title: 'Dialogs.gainStock.price' },
    },
  },
  uiSchema: { quantity: { 'ui:placeholder': 'Dialogs.gainStock.quantityHint' } },
  lookups: { causeCode: { call: 'CauseCode.header', value: 'value', label: 'displayText' } },
  messages: { price: { exclusiveMinimum: 'Validation.priceAboveZero' } },
};

describe('dialog forms', () => {
  it('translates titles and turns look-up fields into choices', () => {
    const schema = formSchemaFor(dialog, t, { causeCode: [{ value: 'DMG', label: 'Damaged' }] }) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.quantity.title).toBe('T(Dialogs.gainStock.quantity)');
    expect(schema.properties.causeCode.oneOf).toEqual([{ const: 'DMG', title: 'Damaged' }]);
    expect(uiSchemaFor(dialog, t).quantity).toEqual({ 'ui:placeholder': 'T(Dialogs.gainStock.quantityHint)' });
  });
  it('shows the values of a field with "ui:enum" translated, an empty value empty', () => {
    const withEnum: DialogSchema = {
      ...dialog,
      form: { type: 'object', properties: { abc: { enum: ['A', 'B', null] }, states: { type: 'array', items: { enum: ['Active'] } } } },
      uiSchema: { abc: { 'ui:enum': 'AbcClass', 'ui:placeholder': 'Dialogs.x.abc' }, states: { 'ui:enum': 'MaterialState' } },
    };
    const ui = uiSchemaFor(withEnum, t);
    expect(ui.abc).toEqual({ 'ui:placeholder': 'T(Dialogs.x.abc)', 'ui:enumNames': ['T(Enums.AbcClass.A)', 'T(Enums.AbcClass.B)', 'T(Form.noValue)'] });
    expect(ui.states).toEqual({ 'ui:enumNames': ['T(Enums.MaterialState.Active)'] });
  });
  it('translates errors with the dialog message or the generic rule message', () => {
    const out = translateErrors(dialog, t, [
      { name: 'exclusiveMinimum', property: '.price', message: 'must be > 0', stack: '' },
      { name: 'minimum', property: '.quantity', params: { limit: 1 }, message: 'must be >= 1', stack: '' },
    ]);
    expect(out.map((e) => e.message)).toEqual(['T(Validation.priceAboveZero)', 'at least 1']);
  });

  it('leaves out the summary of an if/then or anyOf and keeps the error at the field', () => {
    const errors = translateErrors(dialog, t, [
      { name: 'required', property: '.networkNameOrIp', params: { missingProperty: 'networkNameOrIp' }, message: "must have required property 'networkNameOrIp'", stack: '' },
      { name: 'if', property: '', params: { failingKeyword: 'then' }, message: 'must match "then" schema', stack: '' },
    ]);
    expect(errors.map((e) => e.message)).toEqual(['T(Validation.required)']);
  });

  it("puts the server's refused values at the dialog's fields and keeps the rest apart", () => {
    const { atFields, elsewhere } = fieldProblems(
      dialog,
      [
        { path: ['quantity'], field: 'quantity', rule: 'maximum', limit: 10 },
        { path: ['somethingElse'], field: 'somethingElse', rule: 'required' },
      ],
      (p) => `${p.rule} ${p.limit ?? ''}`.trim(),
    );
    expect(atFields).toEqual({ quantity: { __errors: ['maximum 10'] } });
    expect(elsewhere.map((p) => p.field)).toEqual(['somethingElse']);
  });
});
