import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DateInput } from '../../inputs';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A dialog's date field (format: date, e.g. an order's delivery date) in the user's date format,
 * as the grid's date filters, instead of the browser's mm/dd/yyyy. The form's value
 * stays YYYY-MM-DD, as the server expects; text that is not a date in that format becomes the
 * value as typed, so that the form's own check (format: date) refuses it and nothing is sent.
 */
export function DateWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, rawErrors, autofocus }: WidgetProps) {
  // The field keeps showing what was typed while it is not a date: it is given the last good date.
  const lastGood = useRef<string | undefined>(undefined);
  if (typeof value === 'string' && ISO_DATE.test(value)) lastGood.current = value;
  else if (value === undefined || value === null || value === '') lastGood.current = undefined;
  return (
    <DateInput
      id={id}
      value={lastGood.current}
      useTime={false}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      invalid={Boolean(rawErrors?.length)}
      onChange={(iso) => onChange(iso)}
      onInvalidText={(text) => onChange(text)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
