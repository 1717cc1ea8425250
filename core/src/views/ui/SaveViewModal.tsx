import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomView } from '@cockpit/contracts/generated/route-refs';
import { isApiError } from '../../api/api-error';
import { useRuntime } from '../../runtime/RuntimeContext';
import { Modal } from '../../modals/Modal';
import { SaveCancelFoot } from '../../modals/SaveCancelFoot';
import { errorText } from '../../modals/error-text';
import type { TemplateProps } from '../../modals/templates/template-props';
import { sameViewName, viewNameProblem, VIEW_NAME_MAX_LENGTH } from '../view-name';
import { DEFAULT_VIEW_ID, type CustomViewHeader, type ViewScope, type ViewWireParts } from '../view-types';

export interface SaveViewProps {
  owner: string;
  parts: ViewWireParts;
  views: CustomViewHeader[];
  current?: CustomViewHeader;
  scopes: ViewScope[];
  /** Scopes shown but not offered, with the reason as the tooltip: only "for all", which needs a global administrator. */
  lockedScopes?: ViewScope[];
}

const SAVE_CALL = { user: CustomView.saveForMe, businessUnit: CustomView.saveForBusinessUnit, all: CustomView.saveForAll } as const;
const SCOPE_LABEL: Record<ViewScope, string> = { user: 'Views.scopeUser', businessUnit: 'Views.scopeBusinessUnit', all: 'Views.scopeAll' };

/**
 * The custom view dialog: a name and for whom. Keeping the name of the view
 * that is open, in its scope, overwrites it; any other name must be valid and not one the user can
 * already see ('Invalid name', 'Name already exist', checked here and again by the server). A
 * failure other than those closes the dialog with 'failed to save the view'.
 */
export function SaveViewModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const p = entry.props as unknown as SaveViewProps;
  const editable = p.current && p.current.id !== DEFAULT_VIEW_ID && p.current.canModify && p.scopes.includes(p.current.scope) ? p.current : undefined;
  const [name, setName] = useState(editable?.customViewName ?? '');
  const [scope, setScope] = useState<ViewScope>(editable?.scope ?? p.scopes[0]);
  const [touched, setTouched] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const overwrite = editable && editable.scope === scope && sameViewName(name, editable.customViewName) ? editable : undefined;
  const problem = viewNameProblem(
    name,
    p.views.filter((v) => v.id !== overwrite?.id).map((v) => v.customViewName),
  );
  const problemText = problem === 'invalid' ? t('Views.invalidName') : problem === 'exists' ? t('Views.nameExists') : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      const body = { ...p.parts, owner: p.owner, customViewName: name, ...(overwrite ? { id: overwrite.id } : {}) };
      const saved = await runtime.api.call(SAVE_CALL[scope], { body, silent: true });
      close(saved);
    } catch (error) {
      if (isApiError(error) && error.code.startsWith('Views.')) {
        // The server's own refusal (a name taken meanwhile, say): the dialog stays open with it.
        setServerProblem(errorText(error, t, (key) => runtime.i18n.exists(key)));
      } else if (!(isApiError(error) && error.silent)) {
        close();
        void runtime.modals.error({ message: t('Views.saveFailed'), details: isApiError(error) ? error.message : undefined });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('Views.saveTitle')} onClose={() => close()} zIndex={entry.zIndex} testId="save-view-modal">
      <form className="modal__form" onSubmit={submit} noValidate>
        <label>
          {t('Views.name')}
          <input
            name="customViewName"
            value={name}
            maxLength={VIEW_NAME_MAX_LENGTH + 10}
            autoComplete="off"
            data-autofocus
            aria-invalid={Boolean(touched && problemText)}
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
              setServerProblem(undefined);
            }}
          />
        </label>
        <p className="hint">{t('Views.nameHint')}</p>
        <fieldset className="views-scopes">
          <legend>{t('Views.scope')}</legend>
          {p.scopes.map((s) => (
            <label key={s} className="views-scopes__option">
              <input type="radio" name="scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              {t(SCOPE_LABEL[s])}
            </label>
          ))}
          {(p.lockedScopes ?? []).map((s) => (
            <label key={s} className="views-scopes__option views-scopes__option--locked" title={t('Views.scopeLocked')}>
              <input type="radio" name="scope" value={s} disabled />
              {t(SCOPE_LABEL[s])}
            </label>
          ))}
        </fieldset>
        {scope === 'all' && <p className="hint">{t('Views.globalFiltersNote')}</p>}
        {overwrite && <p className="hint">{t('Views.overwrite', { name: overwrite.customViewName })}</p>}
        {((touched && problemText) || serverProblem) && (
          <p className="modal__error" role="alert" data-testid="save-view-problem">
            {serverProblem ?? problemText}
          </p>
        )}
        <SaveCancelFoot busy={busy} onCancel={() => close()} />
      </form>
    </Modal>
  );
}
