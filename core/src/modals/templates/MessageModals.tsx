import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal';
import { FailureDetails } from './FailureDetails';
import type { TemplateProps } from './template-props';

function Details({ details, said }: { details: unknown; said?: string[] }) {
  const { t } = useTranslation();
  if (details === undefined || details === null) return null;
  // Named values (states, names ...) are shown translated; anything else as the server sent it.
  if (typeof details === 'object' && !Array.isArray(details)) return <FailureDetails details={details} said={new Set(said)} />;
  return (
    <details className="modal__details">
      <summary>{t('Common.details')}</summary>
      <pre>{typeof details === 'string' ? details : JSON.stringify(details, null, 2)}</pre>
    </details>
  );
}

type MessageProps = { title?: string; message: string; details?: unknown; said?: string[] };

/**
 * A message with one OK button, in its tone and under its default title (a translation key);
 * errors and warnings show the details the server sent below the message, a success only says it.
 */
function okModal(tone: 'error' | 'success' | 'warning', defaultTitle: string, testId: string, withDetails: boolean) {
  return function OkModal({ entry, close }: TemplateProps) {
    const { t } = useTranslation();
    const p = entry.props as MessageProps;
    return (
      <Modal
        title={p.title ?? t(defaultTitle)}
        tone={tone}
        onClose={() => close()}
        zIndex={entry.zIndex}
        testId={testId}
        footer={
          <button className="btn btn--primary" onClick={() => close()}>
            {t('Common.ok')}
          </button>
        }
      >
        {withDetails ? (
          <>
            <p className="modal__message">{p.message}</p>
            <Details details={p.details} said={p.said} />
          </>
        ) : (
          <p>{p.message}</p>
        )}
      </Modal>
    );
  };
}

export const ErrorModal = okModal('error', 'Errors.title', 'error-modal', true);
export const SuccessModal = okModal('success', 'Common.success', 'success-modal', false);
export const WarningModal = okModal('warning', 'Warnings.cannotPerformAction', 'warning-modal', true);

export function ConfirmModal({ entry, close }: TemplateProps) {
  const { t } = useTranslation();
  const p = entry.props as { title?: string; message: string; confirmLabel?: string };
  return (
    <Modal
      title={p.title ?? t('Common.confirm')}
      tone="warning"
      onClose={() => close(false)}
      zIndex={entry.zIndex}
      testId="confirm-modal"
      footer={
        <>
          <button className="btn" onClick={() => close(false)}>
            {t('Common.no')}
          </button>
          <button className="btn btn--primary" onClick={() => close(true)}>
            {p.confirmLabel ?? t('Common.yes')}
          </button>
        </>
      }
    >
      <p>{p.message}</p>
    </Modal>
  );
}

export function SelectModal({ entry, close }: TemplateProps) {
  const { t } = useTranslation();
  const p = entry.props as { title?: string; message?: string; options: { value: string; label: string }[] };
  return (
    <Modal title={p.title ?? t('Common.select')} onClose={() => close()} zIndex={entry.zIndex} testId="select-modal">
      {p.message && <p>{p.message}</p>}
      <div className="modal__options">
        {p.options.map((o) => (
          <button key={o.value} className="btn" onClick={() => close(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
