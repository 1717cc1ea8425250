import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onClose(): void;
  zIndex: number;
  size?: 'small' | 'medium' | 'large';
  tone?: 'error' | 'success' | 'warning' | 'info';
  testId?: string;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the dialog (aria-modal: the page behind is out of reach). */
function keepFocusInside(e: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement | null) {
  const list = [...(dialog?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].filter((el) => el.offsetParent !== null);
  if (!list.length) return;
  const first = list[0];
  const last = list[list.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** The frame every modal shares: backdrop, title, body, footer; Escape closes; the focus stays inside and goes back where it was on close. */
export function Modal({ title, children, footer, onClose, zIndex, size = 'small', tone = 'info', testId }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus], button.btn--primary, input, select, textarea, button')?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="modal-backdrop" style={{ zIndex }} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal modal--${size} modal--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`modal-title-${zIndex}`}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          } else if (e.key === 'Tab') keepFocusInside(e, ref.current);
        }}
      >
        <div className="modal__head">
          <h2 id={`modal-title-${zIndex}`}>{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('Common.close')}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__foot">{footer}</div>}
      </div>
    </div>
  );
}
