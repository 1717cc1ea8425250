import { Type, type Static } from '@sinclair/typebox';
import { result } from './schema-parts';

/**
 * The available-widgets call, the one call two plugins share: the dashboard answers it (its
 * routes.ts declares the route from this door and answer) and the dashboard-settings page of the
 * user-settings plugin shows its widgets from it. Plugins do not import each other, so the door and
 * the answer's schema are the route table's; `AvailableWidget` and `WidgetFilter` are their types.
 * The door and the typed reference are in widget-door.ts, without TypeBox (the dashboard is the
 * first screen after sign-in).
 */

/** A widget's filter: what its figure counts, said the way the target grid's filter bar takes it, so the figure equals the rows the grid shows after a click. */
export const widgetFilter = Type.Object({
  selector: Type.String({ description: "The grid's filter name." }),
  operator: Type.Union([Type.Literal('IsEqualTo'), Type.Literal('In'), Type.Literal('IsGreaterThan'), Type.Literal('IsLessThan')]),
  type: Type.Union([Type.Literal('enum'), Type.Literal('datetime'), Type.Literal('boolean'), Type.Literal('string'), Type.Literal('list')]),
  value: Type.Optional(Type.Union([Type.String(), Type.Boolean()])),
  valueStart: Type.Optional(Type.String()),
  valueEnd: Type.Optional(Type.String()),
  values: Type.Optional(Type.Array(Type.String())),
});

/** One widget as the available-widgets call answers it. */
export const availableWidget = Type.Object({
  code: Type.Integer(),
  type: Type.String(),
  title: Type.String({ description: 'Translation key DashboardSettings.widgets.<type>.' }),
  description: Type.String({ description: 'Translation key Dashboard.descriptions.<type>.' }),
  group: Type.String({ description: 'DashboardSettings.groups.<group>.' }),
  component: Type.Union([Type.Literal('SingleValue'), Type.Literal('BarChart')]),
  isEnabled: Type.Boolean(),
  valueJson: Type.String({ description: 'A count ("12"), or the chart rows as a JSON list.' }),
  executionTime: Type.Number({ description: 'Milliseconds the server spent on the figure.' }),
  pageName: Type.Union([Type.String(), Type.Null()], { description: 'The grid page a click opens.' }),
  filters: Type.Array(widgetFilter),
  disabledNavigation: Type.Boolean(),
  image: Type.String(),
});

export type WidgetFilter = Static<typeof widgetFilter>;
export type AvailableWidget = Static<typeof availableWidget>;

export const availableWidgetsAnswer = result(Type.Array(availableWidget));
