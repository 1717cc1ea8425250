import { lazy } from 'react';
import type { ModalTemplates } from '../../modals/modal-registry';

/**
 * Saved views' modals, registered by the shell (shell/modal-templates.ts): chunks of their own,
 * loaded when one opens, so that the sign-in page does not carry them.
 */
export const viewModalTemplates = {
  saveView: lazy(() => import('./SaveViewModal').then((m) => ({ default: m.SaveViewModal }))),
  primaryViewSettings: lazy(() => import('./PrimaryViewModal').then((m) => ({ default: m.PrimaryViewModal }))),
} satisfies ModalTemplates;
