import type { ModalTemplates } from '../modal-registry';
import { ConfirmModal, ErrorModal, SelectModal, SuccessModal, WarningModal } from './MessageModals';
import { MultiStatusModal, UserChoiceModal } from './ChoiceModals';
import { LiveUpdateNoticeModal } from './LiveUpdateNoticeModal';

/** The templates of platform.md §2.9 that need nothing but their props: every runtime's modal store starts with these. */
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
