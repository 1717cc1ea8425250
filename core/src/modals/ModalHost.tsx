import { lazy, Suspense, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '../runtime/RuntimeContext';
import { ChangeLanguageModal, ChangePasswordModal, UploadPhotoModal } from './templates/UserModals';
import { ConfirmModal, ErrorModal, SelectModal, SuccessModal, WarningModal } from './templates/MessageModals';
import { MultiStatusModal, UserChoiceModal } from './templates/ChoiceModals';
import { LiveUpdateNoticeModal } from './templates/LiveUpdateNoticeModal';
import type { TemplateProps } from './templates/template-props';
import type { ModalTemplate } from './modal-store';
import { PrimaryViewModal } from '../views/ui/PrimaryViewModal';
import { SaveViewModal } from '../views/ui/SaveViewModal';

// The business dialogs bring rjsf and ajv: loaded when the first dialog opens, not with the console.
const SchemaDialogModal = lazy(() => import('../dialogs/SchemaDialogModal').then((m) => ({ default: m.SchemaDialogModal })));

const templates: Record<string, ComponentType<TemplateProps>> = {
  error: ErrorModal,
  success: SuccessModal,
  warning: WarningModal,
  confirm: ConfirmModal,
  select: SelectModal,
  userChoice: UserChoiceModal,
  userChoiceList: UserChoiceModal,
  multiStatus: MultiStatusModal,
  liveUpdateNotice: LiveUpdateNoticeModal,
  changePassword: ChangePasswordModal,
  uploadPhoto: UploadPhotoModal,
  changeLanguage: ChangeLanguageModal,
  schemaDialog: SchemaDialogModal,
  // Saved views (core/src/views): the custom view and primary view settings dialogs.
  saveView: SaveViewModal,
  primaryViewSettings: PrimaryViewModal,
} satisfies Partial<Record<ModalTemplate, ComponentType<TemplateProps>>>;

/** Renders the modal stack; each modal above the previous one. */
export function ModalHost() {
  const { modals } = useRuntime();
  const stack = useStore(modals.store, (s) => s.stack);
  return (
    <>
      {stack.map((entry) => {
        const Template = templates[entry.template];
        return Template ? (
          <Suspense key={entry.id} fallback={null}>
            <Template entry={entry} close={(result) => modals.close(entry.id, result)} />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
