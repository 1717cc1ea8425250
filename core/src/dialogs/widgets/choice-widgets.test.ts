import { describe, expect, it } from 'vitest';
import { withSearchableChoices } from './choice-widgets';
import { SEARCHABLE_CHOICES_FROM } from './choices';

const many = Array.from({ length: SEARCHABLE_CHOICES_FROM + 1 }, (_, i) => ({ const: i, title: `L-${i}` }));

describe('withSearchableChoices', () => {
  it('gives long single choices the combobox and leaves short ones, multiple choices and chosen widgets alone', () => {
    const schema = {
      properties: {
        toLocationId: { type: 'integer', oneOf: many },
        state: { type: 'string', enum: ['A', 'B'] },
        ids: { type: 'array', items: { oneOf: many } },
        radio: { type: 'integer', oneOf: many },
      },
    };
    const ui = withSearchableChoices(schema, { radio: { 'ui:widget': 'radio' }, 'ui:order': ['*'] });
    expect(ui).toEqual({ toLocationId: { 'ui:widget': 'combobox' }, radio: { 'ui:widget': 'radio' }, 'ui:order': ['*'] });
  });
});
