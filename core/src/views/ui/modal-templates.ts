import type { ModalTemplates } from '../../modals/modal-registry';
import { PrimaryViewModal } from './PrimaryViewModal';
import { SaveViewModal } from './SaveViewModal';

/** Saved views' modals, registered by the shell (shell/modal-templates.ts). */
export const viewModalTemplates = {
  saveView: SaveViewModal,
  primaryViewSettings: PrimaryViewModal,
} satisfies ModalTemplates;
