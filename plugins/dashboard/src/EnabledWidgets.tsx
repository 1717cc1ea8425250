import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import { parseWidgetCodes, WIDGET_SETTING, WIDGET_TYPES } from '@cockpit/core/widgets';

/**
 * The widgets the user enabled on the dashboard-settings page, read from their setting record
 * (platform.md §3 "Saved widget preference"; the same query key as that page, so a save shows at
 * once). A record that cannot be read counts as no widget.
 */
export function useEnabledWidgets() {
  const runtime = useRuntime();
  const query = useQuery({
    queryKey: ['dashboardWidgets'],
    queryFn: () => runtime.api.call<{ value: string }[]>('User.cockpitSettings', { query: { ...WIDGET_SETTING }, silent: true }),
  });
  const codes = parseWidgetCodes(query.data?.[0]?.value);
  return { loading: query.isPending, widgets: WIDGET_TYPES.filter((w) => codes.includes(w.code)) };
}

/** The enabled widgets by name, in catalogue order. Their figures come with the widget data (a later step). */
export function EnabledWidgetList({ widgets }: { widgets: ReturnType<typeof useEnabledWidgets>['widgets'] }) {
  const { t } = useTranslation();
  return (
    <ul className="dashboard__widget-list" data-testid="enabled-widgets">
      {widgets.map((w) => (
        <li key={w.code} className="dashboard__widget" data-widget-code={w.code}>
          <span className="dashboard__widget-title">{t(`DashboardSettings.widgets.${w.type}`)}</span>
          <span className="dashboard__widget-group">{t(`DashboardSettings.groups.${w.group}`)}</span>
        </li>
      ))}
    </ul>
  );
}
