import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, TIME_FORMATS } from './dates';
import { readInstant } from './read-instant';
import { readPattern } from './zoned-format';

dayjs.extend(customParseFormat);

describe('dates read without dayjs, as dayjs read them', () => {
  it('reads a value as the same instant as dayjs', () => {
    const values: unknown[] = [
      '2026-03-04',
      '2026-3-4',
      '2026/03/04',
      '2026-03-04T05:06:07',
      '2026-03-04 05:06',
      '2026-03-04T05:06:07.123456',
      '2026',
      '202603',
      '2026-03-04t05',
      '2026-03-04T05:06:07Z',
      '2026-03-04T05:06:07.5z',
      '2026-03-04T05:06:07+02:00',
      '2026-00-10',
      '2026-13-01',
      '2026-03-00',
      '0050-01-01',
      'not a date',
      '',
      null,
      1_700_000_000_000,
      new Date(5),
    ];
    for (const value of values) expect(readInstant(value).getTime(), String(value)).toEqual(dayjs(value as string).valueOf());
  });

  it('reads typed text in every offered pattern strictly, as dayjs did', () => {
    const texts = [
      '04/03/2026',
      '03/04/2026',
      '2026-03-04',
      '31/02/2026',
      '4/3/2026',
      '2026-3-4',
      '04/03/26',
      ' 04/03/2026',
      '04/03/2026x',
      '12/31/2026',
      '13/01/2026',
      '00/01/2026',
    ];
    const times = ['', ' 13:05', ' 01:05 PM', ' 12:00 AM', ' 12:30 PM', ' 13:05:09', ' 01:05:09 pm', ' 24:00', ' 09:60', ' 1:05 PM', ' 13:05 PM'];
    const patterns = [...DATE_FORMATS, ...DATE_FORMATS.flatMap((d) => TIME_FORMATS.map((t) => `${d} ${t}`))];
    for (const pattern of patterns) {
      for (const date of texts) {
        for (const time of times) {
          const text = date + time;
          const theirs = dayjs(text, pattern, true);
          expect(readPattern(text, pattern)?.getTime(), `${text} in ${pattern}`).toEqual(theirs.isValid() ? theirs.valueOf() : undefined);
        }
      }
    }
  });
});
