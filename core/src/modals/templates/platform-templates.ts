import type { ModalTemplates } from '../modal-registry';
import { ConfirmModal, ErrorModal, SelectModal, SuccessModal, WarningModal } from './MessageModals';
import { MultiStatusModal, UserChoiceModal } from './ChoiceModals';
import { LiveUpdateNoticeModal } from './LiveUpdateNoticeModal';

/** The platform's own templates (error, success, confirm, select, warning, user choice, live-update notice) that need nothing but their props: every runtime's modal store starts with these. */
export const platformModalTemplates = {
  error: ErrorModal,
  success: SuccessModal,
  warning: WarningModal,
  confirm: ConfirmModal,
  select: SelectModal,
  userChoice: UserChoiceModal,
  userChoiceList: UserChoiceModal,
  multiStatus: MultiStatusModal,
  liveUpdateNotice: LiveUpdateNoticeModal,
} satisfies ModalTemplates;
