import { useMenuButton } from '../../modals';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../schema';
import type { GridRow } from '../../grid-model/detail-rows';
import type { GridViews } from './use-grid-views';

/** At most five levels (the saved form's limit); more is not readable anyway. */
export const MAX_GROUP_LEVELS = 5;

/**
 * "Group by" for the client-side grid: pick columns in order (outermost first); expand or collapse
 * every group at once. The choice is part of the view.
 */
export function GroupByControl({ columns, views, rows }: { columns: readonly GridColumn[]; views: GridViews; rows: readonly GridRow[] }) {
  const { t } = useTranslation();
  const menu = useMenuButton('checklist');
  if (!views.groupable) return null;
  const chosen = views.grouping;
  const toggle = (field: string) => views.setGrouping(chosen.includes(field) ? chosen.filter((f) => f !== field) : [...chosen, field].slice(0, MAX_GROUP_LEVELS));
  const label = (field: string) => t(columns.find((c) => c.field === field)?.label ?? field);
  return (
    <div className="dropdown group-by" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small" {...menu.triggerProps} data-testid="group-by">
        {chosen.length ? t('Views.groupedBy', { columns: chosen.map(label).join(' › ') }) : t('Views.groupBy')} ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu dropdown__menu--right dropdown__menu--scroll group-by__menu" {...menu.popupProps} aria-label={t('Views.groupBy')}>
          {chosen.length > 0 && (
            <div className="group-by__actions">
              <button type="button" className="link" onClick={() => views.expandAllGroups(rows)}>
                {t('Views.expandAll')}
              </button>
              <button type="button" className="link" onClick={views.collapseAllGroups}>
                {t('Views.collapseAll')}
              </button>
              <button type="button" className="link" onClick={() => views.setGrouping([])}>
                {t('Views.groupClear')}
              </button>
            </div>
          )}
          {columns.map((c) => {
            const level = chosen.indexOf(c.field);
            return (
              <label key={c.field} className="multi-select__option group-by__option">
                <input type="checkbox" checked={level >= 0} disabled={level < 0 && chosen.length >= MAX_GROUP_LEVELS} onChange={() => toggle(c.field)} />
                {t(c.label)}
                {level >= 0 && <span className="group-by__level">{level + 1}</span>}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
