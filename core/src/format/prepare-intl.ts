import { DEFAULT_NUMBER_FORMAT } from './numbers';

/**
 * The first use of each of ICU's services in a page loads that service's data; later uses, in any
 * locale, cost a fraction of a millisecond. Measured in the benches' Chromium at load ~11 (a fresh
 * page each): the first `localeCompare` 33–71 ms (AG Grid sorts its modules with it each time a grid
 * is made), the first `Intl.NumberFormat` 15–93 ms and the first `Intl.DateTimeFormat` with a time
 * zone 7–22 ms (the grid's number and date cells). On a grid page's load the first of each came
 * after the rows answer, on the way to the first painted row, while the main thread had been idle
 * for a few hundred milliseconds before, waiting for the first screen's calls and code.
 *
 * So each service is used once when the main thread is idle, one service per idle callback so that
 * an answer arriving meanwhile waits for at most one of them. The locale and zone do not matter:
 * the data loaded is what every later locale shares.
 */
const SERVICES: (() => void)[] = [
  () => void 'a'.localeCompare('b'),
  () => void new Intl.NumberFormat(DEFAULT_NUMBER_FORMAT.locale, { maximumFractionDigits: 3 }).formatToParts(1.5),
  () => void new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', hour: '2-digit' }).formatToParts(0),
];

type Schedule = (work: () => void) => void;

/** requestIdleCallback where the browser has it, else a timeout (Safari before 18). */
const whenIdle: Schedule = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 0);
};

/** Loads ICU's collation, number and date data in idle time, one service per callback, nothing at once. */
export function prepareIntlWhenIdle(schedule: Schedule = whenIdle): void {
  for (const use of SERVICES) schedule(use);
}
