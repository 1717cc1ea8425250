import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@cockpit/core/plugin';
import { useFormat } from '@cockpit/core/format/ui';
import { WIDGET_TYPES } from '@cockpit/core/widgets';
import { isAvailableWidget, widgetValue, type BarChartRow } from '../widget-data';
import { useWidgetAddress } from '../use-widget-address';
import { barFilters } from '../widget-navigation';
// Also drawn on the dashboard-settings page (another plugin's page), so the tile brings its styles.
import '../dashboard.css';

// The chart library is a chunk of its own, loaded when a chart widget is shown.
const PickingBarChart = lazy(() => import('./PickingBarChart'));

/**
 * A widget of the catalogue: its title, its figure (a count, or the picking chart)
 * and its description. A click opens the widget's grid filtered to the rows the figure counts;
 * a widget whose click is ignored is not a button. On the dashboard-settings
 * page (`onToggle`) a click anywhere on it toggles it instead, a chart count without a filter
 * included (which elsewhere does nothing).
 */
export default function CatalogueWidget({ widget, onToggle, selected }: WidgetProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const data = isAvailableWidget(widget.data) ? widget.data : undefined;
  const address = useWidgetAddress(data);
  const group = WIDGET_TYPES.find((w) => w.type === widget.type)?.group;
  const value = widgetValue(data);
  const title = t(widget.title);

  if (Array.isArray(value)) {
    const onBar = (row: BarChartRow, series: 'Prepared' | 'InProgress') => {
      // On the settings page the click reaches the tile, which toggles the widget.
      if (onToggle) return;
      const filters = data && barFilters(data.filters, row.Key, series);
      const to = filters && address(filters);
      if (to) navigate(to);
    };
    const chart = (
      <>
        <span className="dashboard__widget-title">{title}</span>
        <Suspense fallback={<div className="dashboard-chart dashboard-chart--loading" />}>
          <PickingBarChart rows={value} onBar={onBar} />
        </Suspense>
        {data && <span className="dashboard__widget-group">{t(data.description)}</span>}
      </>
    );
    return onToggle ? (
      <Toggle className="dashboard-widget dashboard-widget--chart" type={widget.type} title={title} selected={selected} onToggle={onToggle}>
        {chart}
      </Toggle>
    ) : (
      <div className="dashboard-widget dashboard-widget--chart" data-testid={`widget-${widget.type}`}>
        {chart}
      </div>
    );
  }

  const to = address();
  const figure = typeof value === 'number' ? format.number(value) : '–';
  const body = (
    <>
      <span className="dashboard__widget-title">{title}</span>
      <span className="dashboard-widget__figure" data-testid="widget-figure" data-value={typeof value === 'number' ? value : ''}>
        {figure}
      </span>
      <span className="dashboard__widget-group">{data ? t(data.description) : group ? t(`DashboardSettings.groups.${group}`) : ''}</span>
    </>
  );
  if (onToggle) {
    return (
      <Toggle className="dashboard-widget" type={widget.type} title={title} selected={selected} onToggle={onToggle}>
        {body}
      </Toggle>
    );
  }
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

/**
 * The widget on the settings page: one control that toggles it (aria-pressed says whether it is
 * selected). Not a <button>, which may not hold the chart's blocks; Enter and Space work as on one.
 */
function Toggle({
  className,
  type,
  title,
  selected,
  onToggle,
  children,
}: {
  className: string;
  type: string;
  title: string;
  selected?: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={Boolean(selected)}
      className={`${className} dashboard-widget--toggle${selected ? ' dashboard-widget--selected' : ''}`}
      data-testid={`widget-${type}`}
      title={t(selected ? 'Dashboard.toggleOff' : 'Dashboard.toggleOn', { title })}
      onClick={onToggle}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
        e.preventDefault();
        onToggle();
      }}
    >
      {children}
    </div>
  );
}
