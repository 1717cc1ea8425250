import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@cockpit/core/modals';
import type { ModalTemplateProps } from '@cockpit/core/plugin';

/**
 * Modal template warehouseCells.copyText: the rows as text, selected, for the user to copy by hand.
 * Opened by copyRows where the browser offers no clipboard: a console served over plain http from
 * a LAN address is not a secure context, and navigator.clipboard is missing there.
 */
export default function CopyTextModal({ entry, close }: ModalTemplateProps) {
  const { t } = useTranslation();
  const { text, count } = entry.props as { text: string; count: number };
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.select(), []);
  return (
    <Modal
      title={t('WarehouseCells.copyByHandTitle', { count })}
      onClose={() => close()}
      zIndex={entry.zIndex}
      size="large"
      testId="copy-text-modal"
      footer={
        <button className="btn btn--primary" onClick={() => close()}>
          {t('Common.close')}
        </button>
      }
    >
      <p id={`copy-text-hint-${entry.id}`}>{t('WarehouseCells.copyByHandHint')}</p>
      <textarea
        ref={area}
        data-autofocus
        readOnly
        rows={Math.min(12, count + 1)}
        style={{ width: '100%', fontFamily: 'monospace', whiteSpace: 'pre' }}
        aria-label={t('WarehouseCells.copyByHandLabel')}
        aria-describedby={`copy-text-hint-${entry.id}`}
        value={text}
      />
    </Modal>
  );
}
