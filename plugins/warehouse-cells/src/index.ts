import { definePlugin } from '@cockpit/core/plugin';
import { StateBadge } from './StateBadge';
import { copyRows } from './actions/copy-rows';

/**
 * Cell renderers and row actions for warehouse grids, referred to in grid schemas as
 * warehouseCells.<name>: renderer stateBadge, action handler copyRows, and the modal template
 * copyText that copyRows opens where the browser offers no clipboard.
 */
export const warehouseCellsPlugin = definePlugin({
  name: 'warehouseCells',
  renderers: { stateBadge: StateBadge },
  actions: { copyRows },
  modals: { copyText: { load: () => import('./modals/CopyTextModal') } },
  translationGroups: ['WarehouseCells'],
});
