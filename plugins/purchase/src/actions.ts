import type { ActionHandler } from '@cockpit/core/plugin';
import { navigateTo } from './navigate';

/** The Drafts grid's row actions that open the purchase pages. */
export const openDraft: ActionHandler = ({ rows }) => {
  const id = rows[0]?.id;
  if (typeof id === 'number') navigateTo(`/updatedraft-page?id=${id}`);
};
export const newDraft: ActionHandler = () => navigateTo('/newdraft-page');
export const emptyDraft: ActionHandler = () => navigateTo('/emptydraft-page');
