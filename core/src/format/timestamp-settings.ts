/**
 * The user's timestamp settings, apart from the date code that uses them: the settings store
 * needs the defaults at start, and the sign-in page must not load the date library for them.
 */

/** The user's timestamp settings; by default Berlin time, YYYY-MM-DD and HH:mm:ss. */
export interface TimestampSettings {
  region: string;
  dateFormat: string;
  timeFormat: string;
}

export const DEFAULT_TIMESTAMP_SETTINGS: TimestampSettings = { region: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' };
