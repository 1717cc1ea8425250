import { useMenuButton } from '../../modals';
import { useTranslation } from 'react-i18next';
import type { GridDetail } from '../../schema';
import type { DetailLayoutValue } from './detail-layout';

/** Show or hide the detail grid's columns (every expanded row's detail grid follows); a saved view keeps the choice. */
export function DetailColumnChooser({ detail, layout }: { detail: GridDetail; layout: DetailLayoutValue }) {
  const { t } = useTranslation();
  const menu = useMenuButton('checklist');
  const visible = layout.visible ?? detail.columns.filter((c) => !c.hidden).map((c) => c.field);
  const toggle = (field: string) => {
    const next = visible.includes(field) ? visible.filter((f) => f !== field) : detail.columns.map((c) => c.field).filter((f) => f === field || visible.includes(f));
    // The last column stays: a detail grid without columns shows nothing.
    if (next.length) layout.setVisible(next);
  };
  return (
    <div className="dropdown" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small" {...menu.triggerProps} data-testid="detail-column-chooser">
        {t('Views.detailColumns')} ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu dropdown__menu--right dropdown__menu--scroll" {...menu.popupProps} aria-label={t('Views.detailColumns')}>
          {detail.columns.map((c) => (
            <label key={c.field} className="multi-select__option">
              <input type="checkbox" checked={visible.includes(c.field)} onChange={() => toggle(c.field)} />
              {t(c.label)}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
