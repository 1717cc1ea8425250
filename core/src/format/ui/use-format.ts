import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../dates';
import { formatMoney, formatNumber, formatPercent } from '../numbers';
import { useSettings } from '../../runtime/RuntimeContext';

/** Formatters bound to the signed-in user's number format and timestamp settings. */
export interface UserFormat {
  /** A number in the user's number format; `decimals` fixes the digits after the separator. */
  number(value: unknown, decimals?: number): string;
  /** Money: always 2 decimals. */
  money(value: unknown): string;
  percent(value: unknown): string;
  date(value: unknown): string;
  dateTime(value: unknown): string;
}

/**
 * The one way a screen shows a number, an amount or a date: in the user's own settings (number
 * format, date and time format, region), never the browser's or the interface language's, so that
 * the same user sees the same format on every page.
 */
export function useFormat(): UserFormat {
  const numbers = useSettings((s) => s.numberFormatSettings);
  const timestamps = useSettings((s) => s.timeStampSettings);
  return useMemo(
    () => ({
      number: (value, decimals) => formatNumber(value, numbers, decimals),
      money: (value) => formatMoney(value, numbers),
      percent: (value) => formatPercent(value, numbers),
      date: (value) => formatDate(value, timestamps),
      dateTime: (value) => formatDateTime(value, timestamps),
    }),
    [numbers, timestamps],
  );
}
