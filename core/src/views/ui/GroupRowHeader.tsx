import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../schema';
import { formatCell, type FormatContext } from '../../grid-model/cell-format';
import { GROUP_FLAG, type GroupRow } from '../grouping';

/** A group's full-width header row: open/close, the column and the value, and how many rows it holds. */
export function GroupRowHeader({ row, columns, format, onToggle }: { row: GroupRow; columns: readonly GridColumn[]; format: FormatContext; onToggle(key: string): void }) {
  const { t } = useTranslation();
  const g = row[GROUP_FLAG];
  const column = columns.find((c) => c.field === g.field);
  const blank = g.value === undefined || g.value === null || g.value === '';
  const value = blank ? t('Views.groupEmpty') : column ? formatCell(column, g.value, format) || String(g.value) : String(g.value);
  return (
    <button
      type="button"
      className="group-row"
      style={{ paddingLeft: 12 + g.level * 24 }}
      aria-expanded={g.expanded}
      data-testid="group-row"
      data-group-level={g.level}
      onClick={() => onToggle(g.key)}
    >
      <span className="group-row__toggle" aria-hidden>
        {g.expanded ? '▾' : '▸'}
      </span>
      <span className="group-row__column">{column ? t(column.label) : g.field}:</span>
      <strong className="group-row__value">{value}</strong>
      <span className="group-row__count">{t('Views.groupCount', { count: g.count })}</span>
    </button>
  );
}
