import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../runtime/RuntimeContext';
import type { CockpitRuntime } from '../../runtime/runtime';
import { createSettingsStore } from '../../settings/settings-store';
import { DEFAULT_TIMESTAMP_SETTINGS } from '../../format';
import { MultiComboboxWidget } from './MultiComboboxWidget';
import { DateWidget } from './DateWidget';

type Data = Record<string, unknown>;

afterEach(cleanup);

/** A real rjsf form with core's widgets; the runtime holds only the user's settings (the date format). */
function renderForm(schema: RJSFSchema, uiSchema: UiSchema, formData: Data = {}) {
  const settings = createSettingsStore();
  settings.store.setState({ timeStampSettings: { ...DEFAULT_TIMESTAMP_SETTINGS, dateFormat: 'DD/MM/YYYY' } });
  const runtime = { settings } as unknown as CockpitRuntime;
  const seen: { data: Data; submitted?: Data } = { data: formData };
  render(
    <RuntimeProvider runtime={runtime}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        widgets={{ multiCombobox: MultiComboboxWidget, DateWidget }}
        validator={validator}
        noHtml5Validate
        onChange={(e) => (seen.data = e.formData as Data)}
        onSubmit={(e) => (seen.submitted = e.formData as Data)}
      />
    </RuntimeProvider>,
  );
  return seen;
}

const locations = Array.from({ length: 30 }, (_, i) => ({ const: i + 1, title: `Location ${String(i + 1).padStart(2, '0')}` }));

describe('MultiComboboxWidget', () => {
  const schema: RJSFSchema = { type: 'object', properties: { ids: { type: 'array', title: 'Locations', uniqueItems: true, items: { type: 'integer', oneOf: locations } } } };

  it('adds options from the keyboard and by click, keeps the list open, offers a chosen one no more, and removes them again', () => {
    const seen = renderForm(schema, { ids: { 'ui:widget': 'multiCombobox' } });
    const input = screen.getByRole('combobox', { name: /Locations/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '05' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Location 05']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(seen.data.ids).toEqual([5]);
    expect((input as HTMLInputElement).value).toBe('');
    // Still open for the next choice, without the chosen one.
    expect(screen.getAllByRole('option')).toHaveLength(29);
    expect(screen.queryByRole('option', { name: 'Location 05' })).toBeNull();

    fireEvent.change(input, { target: { value: 'location 07' } });
    fireEvent.click(screen.getByRole('option', { name: 'Location 07' }));
    expect(seen.data.ids).toEqual([5, 7]);
    const chips = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent?.replace('×', ''))).toEqual(['Location 05', 'Location 07']);

    // Backspace in the empty field takes the last one out; a chip's remove button its own.
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(seen.data.ids).toEqual([5]);
    fireEvent.click(within(screen.getByRole('list')).getByRole('button'));
    expect(seen.data.ids).toEqual([]);
  });

  it('shows the chosen options of the form data as chips', () => {
    renderForm(schema, { ids: { 'ui:widget': 'multiCombobox' } }, { ids: [3, 30] });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((c) => c.textContent?.replace('×', '')),
    ).toEqual(['Location 03', 'Location 30']);
  });
});

describe('DateWidget', () => {
  const schema: RJSFSchema = { type: 'object', required: ['deliveryDate'], properties: { deliveryDate: { type: 'string', format: 'date', title: 'Delivery date' } } };

  it('shows and reads the user date format, and keeps the value YYYY-MM-DD', () => {
    const seen = renderForm(schema, {}, { deliveryDate: '2026-03-04' });
    const input = screen.getByRole('textbox', { name: /Delivery date/ }) as HTMLInputElement;
    expect(input.value).toBe('04/03/2026');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    fireEvent.change(input, { target: { value: '31/12/2026' } });
    expect(seen.data.deliveryDate).toBe('2026-12-31');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses text that is not a date in that format: the form does not submit it', async () => {
    const seen = renderForm(schema, {}, {});
    const input = screen.getByRole('textbox', { name: /Delivery date/ }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12/31/2026' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The typed text stays in the field for the user to correct.
    expect(input.value).toBe('12/31/2026');
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(seen.submitted).toBeUndefined();
    fireEvent.change(input, { target: { value: '31/12/2026' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(seen.submitted).toEqual({ deliveryDate: '2026-12-31' });
  });
});
