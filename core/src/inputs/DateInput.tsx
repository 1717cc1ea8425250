import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../runtime/RuntimeContext';
import { formatDateInput, inputPattern, parseDateInput } from '../format/date-input';
import './date-input.css';

export interface DateInputProps {
  value: string | undefined;
  onChange(iso: string | undefined): void;
  useTime: boolean;
  /** The field's name for assistive technology; leave out when a <label htmlFor={id}> names it. */
  label?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marked invalid from outside (a dialog's validation), besides text that is not a date. */
  invalid?: boolean;
  /** Text that is not a date in the user's format (the value stays the last good one). */
  onInvalidText?(text: string): void;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * A date (or date and time) field in the user's own format, not the browser's
 * mm/dd/yyyy: typed text is read in that format, a value is shown in it. The calendar button opens
 * the browser's picker for those who prefer it. The value is ISO (core/src/format/date-input.ts).
 * Used by the grid's date filters and by dialogs' date fields (format: date).
 */
export function DateInput({ value, onChange, useTime, label, id, required, disabled, autoFocus, invalid: invalidOutside, onInvalidText, onBlur, onFocus }: DateInputProps) {
  const { t } = useTranslation();
  const settings = useSettings((s) => s.timeStampSettings);
  const shown = formatDateInput(value, settings, useTime);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (reset, a view, the picker) or a new format: show it.
  useEffect(() => {
    setText(shown);
    setInvalid(false);
  }, [shown]);

  const read = (typed: string) => {
    setText(typed);
    if (!typed.trim()) {
      setInvalid(false);
      return onChange(undefined);
    }
    const iso = parseDateInput(typed, settings, useTime);
    setInvalid(iso === null);
    if (iso !== null) onChange(iso);
    else onInvalidText?.(typed);
  };
  const pattern = inputPattern(settings, useTime);
  return (
    <span className="date-input">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={text}
        placeholder={pattern}
        aria-label={label}
        aria-invalid={invalid || invalidOutside || undefined}
        required={required}
        disabled={disabled}
        autoFocus={autoFocus}
        title={invalid ? t('Grid.dateFormatHint', { pattern }) : undefined}
        onChange={(e) => read(e.target.value)}
        onFocus={onFocus}
        // Leaving the field shows the value again in full (e.g. 4/3/2026 -> 04/03/2026).
        onBlur={() => {
          if (!invalid) setText(shown);
          onBlur?.();
        }}
        size={pattern.length + 1}
      />
      <button
        type="button"
        className="date-input__calendar"
        disabled={disabled}
        aria-label={t('Grid.openCalendar')}
        title={t('Grid.openCalendar')}
        onClick={() => picker.current?.showPicker?.()}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      <input
        ref={picker}
        className="date-input__native"
        type={useTime ? 'datetime-local' : 'date'}
        tabIndex={-1}
        aria-hidden="true"
        // An instant with its zone (a dashboard widget's boundary) shows in the user's zone, as the text does.
        value={value ? (useTime ? formatDateInput(value, { ...settings, dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' }, true).replace(' ', 'T') : value.slice(0, 10)) : ''}
        onChange={(e) => onChange(e.target.value ? (useTime ? `${e.target.value.slice(0, 16)}:00` : e.target.value) : undefined)}
      />
    </span>
  );
}
