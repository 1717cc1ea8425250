import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { NoticeStore } from './notice-store';

/**
 * The notices' live region. It is always in the page (empty when there is nothing to say), so that
 * screen readers announce each notice as it is added (role="status" is polite: it does not
 * interrupt). Notices sit at the bottom right, above the page and below the modals.
 */
export function NoticeHost({ notices }: { notices: NoticeStore }) {
  const { t } = useTranslation();
  const list = useStore(notices.store, (s) => s.notices);
  return (
    <div className="toast-region" role="status" aria-live="polite" data-testid="notices">
      {list.map((n) => (
        <div key={n.id} className="toast" data-testid="notice">
          <span className="toast__text">{n.message}</span>
          <button type="button" className="toast__close" aria-label={t('Common.close')} title={t('Common.close')} onClick={() => notices.dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
