import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@cockpit/core/plugin';
import { WIDGET_TYPES } from '@cockpit/core/widgets';
import { isAvailableWidget, widgetValue, type BarChartRow } from '../widget-data';
import { useWidgetAddress } from '../use-widget-address';
import { barFilters } from '../widget-navigation';

// The chart library is a chunk of its own, loaded when a chart widget is shown.
const PickingBarChart = lazy(() => import('./PickingBarChart'));

/**
 * A widget of the specification's catalogue: its title, its figure (a count, or the picking chart)
 * and its description. A click opens the widget's grid filtered to the rows the figure counts
 * (platform.md §5); a widget whose click is ignored is not a button.
 */
export default function CatalogueWidget({ widget }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const data = isAvailableWidget(widget.data) ? widget.data : undefined;
  const address = useWidgetAddress(data);
  const group = WIDGET_TYPES.find((w) => w.type === widget.type)?.group;
  const value = widgetValue(data);
  const title = t(widget.title);

  if (Array.isArray(value)) {
    const onBar = (row: BarChartRow, series: 'Prepared' | 'InProgress') => {
      const filters = data && barFilters(data.filters, row.Key, series);
      const to = filters && address(filters);
      if (to) navigate(to);
    };
    return (
      <div className="dashboard-widget dashboard-widget--chart" data-testid={`widget-${widget.type}`}>
        <span className="dashboard__widget-title">{title}</span>
        <Suspense fallback={<div className="dashboard-chart dashboard-chart--loading" />}>
          <PickingBarChart rows={value} onBar={onBar} />
        </Suspense>
        {data && <span className="dashboard__widget-group">{t(data.description)}</span>}
      </div>
    );
  }

  const to = address();
  const figure = typeof value === 'number' ? new Intl.NumberFormat(i18n.language).format(value) : '–';
  const body = (
    <>
      <span className="dashboard__widget-title">{title}</span>
      <span className="dashboard-widget__figure" data-testid="widget-figure" data-value={typeof value === 'number' ? value : ''}>
        {figure}
      </span>
      <span className="dashboard__widget-group">{data ? t(data.description) : group ? t(`DashboardSettings.groups.${group}`) : ''}</span>
    </>
  );
  return to ? (
    <button
      type="button"
      className="dashboard-widget dashboard-widget--link"
      data-testid={`widget-${widget.type}`}
      title={t('Dashboard.openGrid', { title })}
      onClick={() => navigate(to)}
    >
      {body}
    </button>
  ) : (
    <div className="dashboard-widget" data-testid={`widget-${widget.type}`}>
      {body}
    </div>
  );
}
