import { useCan, useRuntime } from '@cockpit/core/runtime';
import { WIDGET_TYPES } from '@cockpit/core/widgets';
import { PluginWidget } from '@cockpit/core/widgets/ui';
import type { WidgetProps } from '@cockpit/core/plugin';
import type { AvailableWidget } from './widget-data';

type ShownWidget = WidgetProps['widget'];

/**
 * The widgets the dashboard shows: those of the catalogue the available-widgets call marks enabled
 * (the user's saved preference, else the business unit's),
 * each with its figure, in catalogue order; then the plugins' widgets of their own
 * (not in the catalogue, so not in the shared preference), each with its permission.
 */
export function useEnabledWidgets(available: AvailableWidget[] | undefined) {
  const runtime = useRuntime();
  const can = useCan();
  const catalogue = new Set<string>(WIDGET_TYPES.map((w) => w.type));
  const byType = new Map((available ?? []).map((w) => [w.type, w]));
  const widgets: ShownWidget[] = [
    ...WIDGET_TYPES.filter((w) => byType.get(w.type)?.isEnabled).map((w) => ({
      type: w.type,
      code: w.code,
      title: runtime.plugins.widget(w.type)?.title ?? `DashboardSettings.widgets.${w.type}`,
      data: byType.get(w.type),
    })),
    ...runtime.plugins.widgets.filter((w) => !catalogue.has(w.type) && (!w.permission || can(w.permission))).map((w) => ({ type: w.type, title: w.title ?? w.type })),
  ];
  return { loading: available === undefined, widgets };
}

/** The shown widgets, each drawn by the plugin that contributes its type (core/src/widgets/ui). */
export function EnabledWidgetList({ widgets }: { widgets: ShownWidget[] }) {
  return (
    <ul className="dashboard__widget-list" data-testid="enabled-widgets">
      {widgets.map((w) => (
        <li key={w.type} className={`dashboard__widget${w.type === 'GroupedBarChart' ? ' dashboard__widget--wide' : ''}`} data-widget-code={w.code}>
          <PluginWidget widget={w} />
        </li>
      ))}
    </ul>
  );
}
