import type { TimestampSettings } from './timestamp-settings';
import { isWritablePattern } from './writable-pattern';

type OtherPatterns = typeof import('./other-patterns');

let loaded: OtherPatterns | undefined;
let loading: Promise<OtherPatterns> | undefined;

/** Loads the writer and reader of the patterns the settings do not offer (dayjs), once. */
export function loadOtherPatterns(): Promise<OtherPatterns> {
  loading ??= import('./other-patterns').then((module) => (loaded = module));
  return loading;
}

/**
 * The writer and reader of other patterns when loaded; otherwise undefined, and the load is
 * started (the caller writes its fallback meanwhile: the same instant in the default pattern).
 */
export function otherPatterns(): OtherPatterns | undefined {
  if (!loaded) void loadOtherPatterns().catch(() => (loading = undefined));
  return loaded;
}

/**
 * Starts loading the other patterns' code as soon as a user's timestamp settings name such a
 * pattern, so that it is in before the first dates are written (a few kB against the grid's
 * 200 kB). Settings with the offered patterns load nothing.
 */
export function prepareTimestampPatterns(settings: Pick<TimestampSettings, 'dateFormat' | 'timeFormat'>): void {
  if (!isWritablePattern(settings.dateFormat) || !isWritablePattern(settings.timeFormat)) otherPatterns();
}
