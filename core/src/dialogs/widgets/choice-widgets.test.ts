import { describe, expect, it } from 'vitest';
import { withSearchableChoices } from './choice-widgets';
import { SEARCHABLE_CHOICES_FROM } from './choices';

const many = Array.from({ length: SEARCHABLE_CHOICES_FROM + 1 }, (_, i) => ({ const: i, title: `L-${i}` }));
const few = many.slice(0, SEARCHABLE_CHOICES_FROM);

describe('withSearchableChoices', () => {
  it('gives long single choices the combobox, long multiple choices the multiple combobox, and leaves short ones and chosen widgets alone', () => {
    const schema = {
      properties: {
        toLocationId: { type: 'integer', oneOf: many },
        state: { type: 'string', enum: ['A', 'B'] },
        ids: { type: 'array', uniqueItems: true, items: { oneOf: many } },
        codes: { type: 'array', uniqueItems: true, items: { type: 'string', enum: many.map((m) => `C${m.const}`) } },
        fewIds: { type: 'array', uniqueItems: true, items: { oneOf: few } },
        // Not a set of options: rjsf draws a list of fields, not a multiple choice.
        list: { type: 'array', items: { oneOf: many } },
        radio: { type: 'integer', oneOf: many },
        boxes: { type: 'array', uniqueItems: true, items: { oneOf: many } },
      },
    };
    const ui = withSearchableChoices(schema, {
      radio: { 'ui:widget': 'radio' },
      boxes: { 'ui:widget': 'checkboxes', 'ui:help': 'h' },
      ids: { 'ui:help': 'Help' },
      'ui:order': ['*'],
    });
    expect(ui).toEqual({
      toLocationId: { 'ui:widget': 'combobox' },
      ids: { 'ui:help': 'Help', 'ui:widget': 'multiCombobox' },
      codes: { 'ui:widget': 'multiCombobox' },
      radio: { 'ui:widget': 'radio' },
      boxes: { 'ui:widget': 'checkboxes', 'ui:help': 'h' },
      'ui:order': ['*'],
    });
  });
});
