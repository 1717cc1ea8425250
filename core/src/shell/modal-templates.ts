import { lazy } from 'react';
import type { ModalTemplates } from '../modals/modal-registry';
import { viewModalTemplates } from '../views/ui/modal-templates';
// Not the dialogs index: it exports SchemaDialogModal itself, which must stay a lazy chunk.
import { dialogModalTemplates } from '../dialogs/modal-templates';

/**
 * The modals of core's feature folders, which CockpitApp registers on the runtime's modal store
 * (the platform's own templates are there from the start: modals/templates/platform-templates.ts).
 * A feature folder lists its modals in a modal-templates.ts of its own; this is the one place that
 * gathers them, so that neither the modals folder nor the runtime depends on a feature.
 */
export const consoleModalTemplates: ModalTemplates = {
  // The user menu's, loaded when one opens (the sign-in page does not carry them).
  changePassword: lazy(() => import('./layout/UserModals').then((m) => ({ default: m.ChangePasswordModal }))),
  uploadPhoto: lazy(() => import('./layout/UserModals').then((m) => ({ default: m.UploadPhotoModal }))),
  changeLanguage: lazy(() => import('./layout/UserModals').then((m) => ({ default: m.ChangeLanguageModal }))),
  ...viewModalTemplates,
  ...dialogModalTemplates,
};
