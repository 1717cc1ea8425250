import { useQuery } from '@tanstack/react-query';
import { useCan, useRuntime } from '@cockpit/core/runtime';
import { parseWidgetCodes, WIDGET_SETTING, WIDGET_TYPES } from '@cockpit/core/widgets';
import { PluginWidget } from '@cockpit/core/widgets/ui';
import type { WidgetProps } from '@cockpit/core/plugin';

type ShownWidget = WidgetProps['widget'];

/**
 * The widgets the dashboard shows: those of the catalogue the user enabled on the
 * dashboard-settings page, read from their setting record (platform.md §3 "Saved widget
 * preference"; the same query key as that page, so a save shows at once; a record that cannot be
 * read counts as no widget), then the plugins' widgets of their own (not in the catalogue, so not
 * in the shared preference), each with its permission.
 */
export function useEnabledWidgets() {
  const runtime = useRuntime();
  const can = useCan();
  const query = useQuery({
    queryKey: ['dashboardWidgets'],
    queryFn: () => runtime.api.call<{ value: string }[]>('User.cockpitSettings', { query: { ...WIDGET_SETTING }, silent: true }),
  });
  const codes = parseWidgetCodes(query.data?.[0]?.value);
  const catalogue = new Set(WIDGET_TYPES.map((w) => w.type));
  const widgets: ShownWidget[] = [
    ...WIDGET_TYPES.filter((w) => codes.includes(w.code)).map((w) => ({
      type: w.type,
      code: w.code,
      title: runtime.plugins.widget(w.type)?.title ?? `DashboardSettings.widgets.${w.type}`,
    })),
    ...runtime.plugins.widgets.filter((w) => !catalogue.has(w.type) && (!w.permission || can(w.permission))).map((w) => ({ type: w.type, title: w.title ?? w.type })),
  ];
  return { loading: query.isPending, widgets };
}

/** The shown widgets, each drawn by the plugin that contributes its type (core/src/widgets/ui). */
export function EnabledWidgetList({ widgets }: { widgets: ShownWidget[] }) {
  return (
    <ul className="dashboard__widget-list" data-testid="enabled-widgets">
      {widgets.map((w) => (
        <li key={w.type} className="dashboard__widget" data-widget-code={w.code}>
          <PluginWidget widget={w} />
        </li>
      ))}
    </ul>
  );
}
