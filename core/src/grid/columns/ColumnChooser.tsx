import { useState } from 'react';
import { useMenuButton } from '../../modals';
import type { GridApi } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../schema-types';

/** Show or hide columns; a saved view keeps the choice. */
export function ColumnChooser({ columns, api }: { columns: readonly GridColumn[]; api?: GridApi }) {
  const { t } = useTranslation();
  const menu = useMenuButton('checklist');
  const [, bump] = useState(0);
  if (!api) return null;
  return (
    <div className="dropdown" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small" {...menu.triggerProps} data-testid="column-chooser">
        {t('Grid.columns')} ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu dropdown__menu--right dropdown__menu--scroll" {...menu.popupProps} aria-label={t('Grid.columns')}>
          {columns.map((c) => {
            const visible = api.getColumn(c.field)?.isVisible() ?? !c.hidden;
            return (
              <label key={c.field} className="multi-select__option">
                <input
                  type="checkbox"
                  checked={visible}
                  onChange={() => {
                    api.setColumnsVisible([c.field], !visible);
                    bump((n) => n + 1);
                  }}
                />
                {t(c.label)}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
