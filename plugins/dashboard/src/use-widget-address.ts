import { useMemo } from 'react';
import { useRuntime } from '@cockpit/core/runtime';
import { findGridRoute } from '@cockpit/core/schema-store';
import type { WidgetFilter } from './widget-data';
import { widgetAddress } from './widget-navigation';

/** The address a click on the widget (or one of its chart bars, with `filters`) opens, if any. */
export function useWidgetAddress(
  widget: { pageName: string | null; filters: WidgetFilter[]; disabledNavigation: boolean } | undefined,
): (filters?: WidgetFilter[]) => string | undefined {
  const runtime = useRuntime();
  return useMemo(() => {
    const grid = widget?.pageName && runtime.schemas ? findGridRoute(runtime.schemas, widget.pageName)?.grid : undefined;
    return (filters) => (widget ? widgetAddress({ ...widget, filters: filters ?? widget.filters }, grid?.filters) : undefined);
  }, [runtime.schemas, widget]);
}
