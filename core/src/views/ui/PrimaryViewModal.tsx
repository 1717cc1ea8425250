import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { User } from '@cockpit/contracts/generated/route-refs';
import { useRuntime } from '../../runtime/RuntimeContext';
import { Modal } from '../../modals/Modal';
import { SaveCancelFoot } from '../../modals/SaveCancelFoot';
import type { TemplateProps } from '../../modals/templates/template-props';
import { DEFAULT_VIEW_ID, type CustomViewHeader, type PrimaryViewEntry } from '../view-types';

export interface PrimaryViewProps {
  owner: string;
  views: CustomViewHeader[];
  primaries: PrimaryViewEntry[];
  canSetForAll: boolean;
}

/** '' = no own choice (for me: as the business unit says; for all: the default view). */
type Choice = '' | `${number}`;

/**
 * The primary view settings dialog: the view this grid opens with for me,
 * and, with grid/can_save_for_all, for everyone in my business unit (a shared view only).
 */
export function PrimaryViewModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const p = entry.props as unknown as PrimaryViewProps;
  const find = (scope: 'user' | 'all'): Choice => {
    const e = p.primaries.find((x) => x.owner === p.owner && x.scope === scope);
    return e ? `${e.id}` : '';
  };
  const [mine, setMine] = useState<Choice>(find('user'));
  const [forAll, setForAll] = useState<Choice>(find('all'));
  const [busy, setBusy] = useState(false);
  const label = (v: CustomViewHeader) => (v.id === DEFAULT_VIEW_ID ? t('Views.defaultName') : v.customViewName);

  const write = async (scope: 'user' | 'all', choice: Choice) => {
    if (choice === find(scope)) return;
    if (choice === '') await runtime.api.call(User.primaryViewClear, { body: { owner: p.owner, forAll: scope === 'all' } });
    else await runtime.api.call(scope === 'user' ? User.primaryViewSaveForMe : User.primaryViewSaveForAll, { body: { id: Number(choice), owner: p.owner } });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await write('user', mine);
      if (p.canSetForAll) await write('all', forAll);
      close(true);
      void runtime.modals.open('success', { message: t('Views.primarySaved') });
    } catch {
      // The error modal has said why; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('Views.primaryTitle')} onClose={() => close()} zIndex={entry.zIndex} testId="primary-view-modal">
      <form className="modal__form" onSubmit={submit}>
        <label>
          {t('Views.primaryForMe')}
          <select name="primaryForMe" value={mine} onChange={(e) => setMine(e.target.value as Choice)}>
            <option value="">{t('Views.followUnit')}</option>
            {p.views.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {label(v)}
              </option>
            ))}
          </select>
        </label>
        {p.canSetForAll && (
          <label>
            {t('Views.primaryForAll')}
            <select name="primaryForAll" value={forAll} onChange={(e) => setForAll(e.target.value as Choice)}>
              <option value="">{t('Views.noPrimary')}</option>
              {p.views
                .filter((v) => v.isShared)
                .map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {label(v)}
                  </option>
                ))}
            </select>
          </label>
        )}
        <SaveCancelFoot busy={busy} onCancel={() => close()} />
      </form>
    </Modal>
  );
}
