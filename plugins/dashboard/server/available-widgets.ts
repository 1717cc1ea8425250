import { parseWidgetCodes, WIDGET_SETTING, type AvailableWidget } from '@cockpit/core/widgets';
import { effectiveSettings, type Queryable } from '@cockpit/server/sdk';
import type { DayBoundaries } from './day-boundaries';
import { SERVER_WIDGETS } from './widget-catalogue';

/** The user's enabled widget codes: their own preference, else the business unit's. */
export async function enabledWidgetCodes(db: Queryable, who: { businessUnitId: number; userId: number }): Promise<number[]> {
  const [record] = await effectiveSettings(db, who, WIDGET_SETTING);
  return parseWidgetCodes(record?.value);
}

export interface WidgetFigure {
  valueJson: string;
  executionTime: number;
}

/** Every widget's figure for the business unit's day, with the milliseconds it took. */
export async function widgetFigures(db: Queryable, businessUnitId: number, day: DayBoundaries): Promise<Map<string, WidgetFigure>> {
  const out = new Map<string, WidgetFigure>();
  // One after the other, so that each executionTime is the widget's own (PGlite runs one query at a time anyway).
  for (const w of SERVER_WIDGETS) {
    const started = performance.now();
    const figure = await w.figure(db, businessUnitId, day);
    out.set(w.type, { valueJson: JSON.stringify(figure), executionTime: Math.round((performance.now() - started) * 10) / 10 });
  }
  return out;
}

/**
 * Every widget of the catalogue with its figure, in catalogue order. The figures may come from the
 * figure cache (figure-cache.ts): executionTime is then what computing them took.
 */
export async function availableWidgets(
  db: Queryable,
  who: { businessUnitId: number; userId: number },
  day: DayBoundaries,
  figures: Map<string, WidgetFigure>,
): Promise<AvailableWidget[]> {
  const enabled = new Set(await enabledWidgetCodes(db, who));
  const out: AvailableWidget[] = [];
  for (const w of SERVER_WIDGETS) {
    const { valueJson, executionTime } = figures.get(w.type) ?? { valueJson: 'null', executionTime: 0 };
    out.push({
      code: w.code,
      type: w.type,
      title: `DashboardSettings.widgets.${w.type}`,
      description: `Dashboard.descriptions.${w.type}`,
      group: w.group,
      component: w.component === 'barChart' ? 'BarChart' : 'SingleValue',
      isEnabled: enabled.has(w.code),
      valueJson,
      executionTime,
      pageName: w.pageName ?? null,
      filters: w.filters(day),
      disabledNavigation: Boolean(w.disabledNavigation),
      image: w.image,
    });
  }
  return out;
}

export type { AvailableWidget } from '@cockpit/core/widgets';
