import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, BadInputError } from '../format/dates';
import { formatMoney, formatNumber, formatPercent } from '../format/numbers';
import type { TimestampSettings } from '../format/dates';
import type { NumberFormatSettings } from '../format/numbers';
import type { GridColumn } from '../schema';
import { formatMessageList } from './message-list';

export interface FormatContext {
  t: TFunction;
  timestamps: TimestampSettings;
  numbers: NumberFormatSettings;
  /** Look-up labels by column field: value → label. */
  lookups: Record<string, Map<string, string>>;
}

export function readField(row: unknown, field: string): unknown {
  if (!row || typeof row !== 'object') return undefined;
  if (!field.includes('.')) return (row as Record<string, unknown>)[field];
  return field.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);
}

/** The text a cell shows (and an export writes) for a column's value. */
export function formatCell(column: GridColumn, value: unknown, ctx: FormatContext): string {
  if (value === null || value === undefined) return '';
  try {
    switch (column.type) {
      case 'number':
        return formatNumber(value, ctx.numbers, column.decimals);
      case 'money':
        return formatMoney(value, ctx.numbers);
      case 'percent':
        return formatPercent(value, ctx.numbers);
      case 'date':
        return formatDate(value, ctx.timestamps);
      case 'datetime':
        return formatDateTime(value, ctx.timestamps);
      case 'boolean':
        return value ? ctx.t('Common.yes') : ctx.t('Common.no');
      case 'enum':
        return ctx.t(`Enums.${column.enum}.${String(value)}`, { defaultValue: String(value) });
      case 'lookup':
        return ctx.lookups[column.field]?.get(String(value)) ?? String(value);
      case 'messages':
        return formatMessageList(value, column.messages, ctx.t);
      default:
        return Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  } catch (error) {
    if (error instanceof BadInputError) return ctx.t('Errors.badInput');
    throw error;
  }
}
