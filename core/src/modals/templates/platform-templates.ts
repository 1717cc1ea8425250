import { lazy } from 'react';
import type { ModalTemplates } from '../modal-registry';
import { ConfirmModal, ErrorModal, SelectModal, SuccessModal, WarningModal } from './MessageModals';
import { LiveUpdateNoticeModal } from './LiveUpdateNoticeModal';

/*
 * The user-choice and multi-status modals open only on a server's answer (so the server that
 * serves their chunk is reachable): they load when first opened, not with every page's first
 * script. The error and confirm modals and the live-update notice (shown when the server cannot be
 * reached) stay in it.
 */
const UserChoiceModal = lazy(() => import('./ChoiceModals').then((m) => ({ default: m.UserChoiceModal })));
const MultiStatusModal = lazy(() => import('./ChoiceModals').then((m) => ({ default: m.MultiStatusModal })));

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
