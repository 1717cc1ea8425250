import type { CellRendererProps } from '@cockpit/core/plugin';
import './state-badge.css';

export type BadgeTone = 'good' | 'bad' | 'warn' | 'busy' | 'idle' | 'neutral';

/** The colour a state value gets, by the value's name (the same names recur across the state enums). */
const TONES: Record<string, BadgeTone> = {
  Active: 'good',
  Success: 'good',
  Completed: 'good',
  Finished: 'good',
  Done: 'good',
  Inactive: 'idle',
  Cancelled: 'idle',
  Blocked: 'bad',
  Error: 'bad',
  Failed: 'bad',
  Warning: 'warn',
  Pending: 'warn',
  Started: 'busy',
  InProgress: 'busy',
  Initial: 'neutral',
};

export function badgeTone(value: unknown): BadgeTone {
  return TONES[String(value)] ?? 'neutral';
}

/**
 * warehouseCells.stateBadge: the cell's text as the column formats it (an enum column's
 * translated value) in a coloured badge. Empty cells stay empty.
 */
export function StateBadge({ value, text }: CellRendererProps) {
  if (value === null || value === undefined || value === '') return null;
  const tone = badgeTone(value);
  return (
    <span className={`state-badge state-badge--${tone}`} data-state={String(value)}>
      {text ?? String(value)}
    </span>
  );
}
