import { lazy } from 'react';
import type { ModalTemplates } from '../modals/modal-registry';

/**
 * The business dialogs' modal, registered by the shell (shell/modal-templates.ts). It brings rjsf
 * and ajv, so it is a chunk of its own, loaded when the first dialog opens, not with the console.
 */
export const dialogModalTemplates = {
  schemaDialog: lazy(() => import('./SchemaDialogModal').then((m) => ({ default: m.SchemaDialogModal }))),
} satisfies ModalTemplates;
