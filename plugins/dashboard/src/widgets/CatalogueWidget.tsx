import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@cockpit/core/plugin';
import { WIDGET_TYPES } from '@cockpit/core/widgets';

/** A widget of the specification's catalogue: its title and group. Its figures come with the widget data (a later step). */
export default function CatalogueWidget({ widget }: WidgetProps) {
  const { t } = useTranslation();
  const group = WIDGET_TYPES.find((w) => w.type === widget.type)?.group;
  return (
    <>
      <span className="dashboard__widget-title">{t(widget.title)}</span>
      {group && <span className="dashboard__widget-group">{t(`DashboardSettings.groups.${group}`)}</span>}
    </>
  );
}
