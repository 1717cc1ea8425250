import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal';
import type { TemplateProps } from './template-props';

/** 'Live updates has stopped' and why; the user continues without live updates or logs out. */
export type LiveStopReason = 'sessionTimedOut' | 'unableToConnect' | 'disconnectedByServer' | 'connectionLost';

export function LiveUpdateNoticeModal({ entry, close }: TemplateProps) {
  const { t } = useTranslation();
  const reason = (entry.props.reason as LiveStopReason | undefined) ?? 'connectionLost';
  return (
    <Modal
      title={t('Live.stoppedTitle')}
      tone="warning"
      onClose={() => close('continue')}
      zIndex={entry.zIndex}
      testId="live-update-notice"
      footer={
        <>
          <button className="btn" onClick={() => close('logout')}>
            {t('User.logout')}
          </button>
          <button className="btn btn--primary" onClick={() => close('continue')}>
            {t('Live.continueWithout')}
          </button>
        </>
      }
    >
      <p>{t(`Live.reasons.${reason}`)}</p>
    </Modal>
  );
}
