export * from './modal-store';
export { ModalHost } from './ModalHost';
export { Modal } from './Modal';
export type { LiveStopReason } from './templates/LiveUpdateNoticeModal';
