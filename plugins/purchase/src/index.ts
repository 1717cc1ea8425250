import { definePlugin } from '@cockpit/core/plugin';
import { emptyDraft, newDraft, openDraft } from './actions';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * Purchase (issue 14): drafts from calculated demand, empty drafts, updating a draft; the drafts
 * grid itself is schemas/grids/drafts.json, whose open/new actions are the handlers here.
 * What it contributes is declared here once (`cockpit gen plugins` writes the names into
 * plugin.json). Pages are chunks of their own, fetched when shown.
 */
export const purchasePlugin = definePlugin({
  name: 'purchase',
  pages: [
    {
      path: 'newdraft-page',
      title: 'Purchase.newDraft.title',
      feature: 'PurchaseModule',
      permission: permissionPath('data', 'draft_save'),
      load: () => import('./NewDraftPage').then((m) => m.NewDraftPage),
    },
    {
      path: 'emptydraft-page',
      title: 'Purchase.emptyDraft.title',
      feature: 'PurchaseModule',
      permission: permissionPath('data', 'draft_save'),
      load: () => import('./EmptyDraftPage').then((m) => m.EmptyDraftPage),
    },
    {
      path: 'updatedraft-page',
      title: 'Purchase.updateDraft.title',
      feature: 'PurchaseModule',
      permission: permissionPath('data', 'draft_update'),
      load: () => import('./UpdateDraftPage').then((m) => m.UpdateDraftPage),
    },
  ],
  actions: { openDraft, newDraft, emptyDraft },
  translationGroups: ['Purchase'],
});
