import { GridPage, type GridSchema } from '@cockpit/core/grid';

/** The real grid page on the unit's real rows, drawn from the last valid draft (without "Edit this screen"). */
export function StudioPreview({ grid }: { grid: Record<string, unknown> }) {
  const schema = grid as unknown as GridSchema;
  const route = schema.routes.find((r) => r.paging !== 'server') ?? schema.routes[0];
  return <GridPage grid={schema} route={route} preview />;
}
