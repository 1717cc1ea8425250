import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { TimestampSettings } from './dates';

dayjs.extend(customParseFormat);

/**
 * Date fields that show and accept the user's own formats (platform.md §9: YYYY-MM-DD, DD/MM/YYYY,
 * MM/DD/YYYY; with time HH:mm, HH:mm:ss, hh:mm A, hh:mm:ss A), not the browser's. The value kept
 * is ISO: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm:ss' for a field that uses time.
 */
const ISO_DATE = 'YYYY-MM-DD';
const ISO_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';

/** The pattern a user types in, e.g. "DD/MM/YYYY HH:mm". */
export function inputPattern(settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, useTime: boolean): string {
  return useTime ? `${settings.dateFormat} ${settings.timeFormat}` : settings.dateFormat;
}

/** An ISO value shown in the user's format ('' for none or an unreadable value). */
export function formatDateInput(iso: string | undefined, settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, useTime: boolean): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(inputPattern(settings, useTime)) : '';
}

/**
 * What the user typed, read in their format (strictly, so 31/02 is refused), as ISO. With time, a
 * date alone is accepted as the start of that day. `null`: not a date in that format.
 */
export function parseDateInput(text: string, settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>, useTime: boolean): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!useTime) {
    const d = dayjs(trimmed, settings.dateFormat, true);
    return d.isValid() ? d.format(ISO_DATE) : null;
  }
  for (const pattern of [inputPattern(settings, true), `${settings.dateFormat} HH:mm`, `${settings.dateFormat} HH:mm:ss`, settings.dateFormat]) {
    const d = dayjs(trimmed, pattern, true);
    if (d.isValid()) return d.format(ISO_DATE_TIME);
  }
  return null;
}
