import { useState } from 'react';
import type { GridApi } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../schema-types';

/** Show or hide columns; a saved view keeps the choice. */
export function ColumnChooser({ columns, api }: { columns: readonly GridColumn[]; api?: GridApi }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, bump] = useState(0);
  if (!api) return null;
  return (
    <div className="dropdown" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <button type="button" className="btn btn--small" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="column-chooser">
        {t('Grid.columns')} ▾
      </button>
      {open && (
        <div className="dropdown__menu dropdown__menu--right dropdown__menu--scroll" role="menu">
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
