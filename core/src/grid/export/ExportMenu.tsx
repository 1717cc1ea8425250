import { useMenuButton } from '../../modals';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportScope = 'visible' | 'all';

/** Export of the visible rows or all filtered rows, to CSV or Excel (gated by grid/exports). */
export function ExportMenu({ csv, excel, onExport }: { csv: boolean; excel: boolean; onExport(format: ExportFormat, scope: ExportScope): void }) {
  const { t } = useTranslation();
  const menu = useMenuButton('menu');
  const item = (format: ExportFormat, scope: ExportScope) => (
    <button
      type="button"
      role="menuitem"
      className="dropdown__item"
      data-export={`${format}-${scope}`}
      onClick={() => {
        menu.close();
        onExport(format, scope);
      }}
    >
      {t(`Grid.export.${format}.${scope}`)}
    </button>
  );
  return (
    <div className="dropdown" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small" {...menu.triggerProps} data-testid="export-menu">
        {t('Grid.export.title')} ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu dropdown__menu--right" {...menu.popupProps} aria-label={t('Grid.export.title')}>
          {csv && item('csv', 'visible')}
          {csv && item('csv', 'all')}
          {excel && item('xlsx', 'visible')}
          {excel && item('xlsx', 'all')}
        </div>
      )}
    </div>
  );
}
