import { useTranslation } from 'react-i18next';

/** The foot of a dialog's form: Cancel, and Save that submits the form (off while it saves). */
export function SaveCancelFoot({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <div className="modal__foot modal__foot--inline">
      <button type="button" className="btn" onClick={onCancel}>
        {t('Common.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('Common.save')}
      </button>
    </div>
  );
}
