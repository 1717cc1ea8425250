import { definePlugin } from '@cockpit/core/plugin';
import { StateBadge } from './StateBadge';

/** Cell renderers for warehouse grids, referred to in grid schemas as warehouseCells.<name>. */
export const warehouseCellsPlugin = definePlugin({
  name: 'warehouseCells',
  renderers: { stateBadge: StateBadge },
});
