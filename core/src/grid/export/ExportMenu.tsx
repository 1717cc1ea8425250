import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportScope = 'visible' | 'all';

/** Export of the visible rows or all filtered rows, to CSV or Excel (gated by grid/exports). */
export function ExportMenu({ csv, excel, onExport }: { csv: boolean; excel: boolean; onExport(format: ExportFormat, scope: ExportScope): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const item = (format: ExportFormat, scope: ExportScope) => (
    <button
      type="button"
      role="menuitem"
      className="dropdown__item"
      data-export={`${format}-${scope}`}
      onClick={() => {
        setOpen(false);
        onExport(format, scope);
      }}
    >
      {t(`Grid.export.${format}.${scope}`)}
    </button>
  );
  return (
    <div className="dropdown" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <button type="button" className="btn btn--small" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="export-menu">
        {t('Grid.export.title')} ▾
      </button>
      {open && (
        <div className="dropdown__menu dropdown__menu--right" role="menu">
          {csv && item('csv', 'visible')}
          {csv && item('csv', 'all')}
          {excel && item('xlsx', 'visible')}
          {excel && item('xlsx', 'all')}
        </div>
      )}
    </div>
  );
}
