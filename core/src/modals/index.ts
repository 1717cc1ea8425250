export * from './modal-store';
export * from './modal-registry';
export { ModalHost } from './ModalHost';
export { Modal } from './Modal';
export { platformModalTemplates } from './templates/platform-templates';
export type { TemplateProps } from './templates/template-props';
export type { LiveStopReason } from './templates/LiveUpdateNoticeModal';
export { useMenuButton, type PopupKind } from './use-menu-button';
export * from './error-text';
