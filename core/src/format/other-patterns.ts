import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Date and time patterns other than the ones the settings offer (every pattern dayjs knows: D MMM
 * YYYY, dddd...), written and read by dayjs. Only a timestamp setting stored before the server
 * refused such patterns has one, so this module (and dayjs) is a chunk of its own, loaded when such
 * a setting is met (other-patterns-loader.ts), never on a first screen with the offered formats.
 */

/** The instant written in `pattern`: in `zone` when given, else in the browser's zone. */
export function formatOtherPattern(instant: Date, zone: string | undefined, pattern: string): string {
  const d = dayjs(instant);
  return (zone ? d.tz(zone) : d).format(pattern);
}

/** Text typed in `pattern`, read strictly as a wall-clock time in the browser's zone. */
export function readOtherPattern(text: string, pattern: string): Date | undefined {
  const d = dayjs(text, pattern, true);
  return d.isValid() ? d.toDate() : undefined;
}
