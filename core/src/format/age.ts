/**
 * The dashboard's 'updated X ago' text: under 1 minute 'just now'; under 60
 * minutes in minutes; under 24 hours in hours; under 7 days in days; under 4 weeks in weeks;
 * otherwise the date. Returns a translation key with its count, so every language says it well.
 */
export type AgeText = { key: 'Common.age.justNow' } | { key: `Common.age.${'minutes' | 'hours' | 'days' | 'weeks'}`; count: number } | { key: 'Common.age.date'; date: Date };

export function ageText(then: Date, now: Date = new Date()): AgeText {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return { key: 'Common.age.justNow' };
  if (minutes < 60) return { key: 'Common.age.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'Common.age.hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { key: 'Common.age.days', count: days };
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return { key: 'Common.age.weeks', count: weeks };
  return { key: 'Common.age.date', date: then };
}
