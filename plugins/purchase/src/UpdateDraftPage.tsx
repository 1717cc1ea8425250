import type { BodyOf } from '@cockpit/contracts';
import { errorText } from '@cockpit/core/modals';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';
import { DraftEditor } from './DraftEditor';
import { MaterialsSelect } from './MaterialsSelect';
import { Field } from './NewDraftPage';
import { Draft } from '../routes';
import type { DraftDetail } from '../rules/answers';
import { draftProblem, isoDay, linesBody, type EditLine } from './draft-lines';
import './purchase.css';

/**
 * updatedraft-page?id=: one open draft, its number and lines editable under the rules of a new
 * draft (PUT /api/Draft). A duplicate number is highlighted with the prompt to use a unique one.
 * Create PO from here asks the schema dialog create-po, the order number taken from GetOrderNo.
 */
export function UpdateDraftPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [draft, setDraft] = useState<DraftDetail | null | undefined>(undefined);
  const [draftNumber, setDraftNumber] = useState('');
  const [lines, setLines] = useState<EditLine[]>([]);
  const [numberTaken, setNumberTaken] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setDraft(null);
      return;
    }
    runtime.api
      .call(Draft.Detail, { query: { id }, silent: true })
      .then((d) => {
        setDraft(d.state === 'Draft' ? d : null);
        setDraftNumber(d.draftNumber);
        setLines(d.lines.map((l) => ({ ...l, orderedQuantity: String(l.orderedQuantity) })));
      })
      .catch(() => setDraft(null));
  }, [runtime, id]);

  const save = async (): Promise<boolean> => {
    setTried(true);
    if (draftProblem(lines) || !draftNumber.trim()) return false;
    setBusy(true);
    try {
      await runtime.api.call(Draft.update, { body: { id, draftNumber: draftNumber.trim(), lines: linesBody(lines) }, silent: true });
      setNumberTaken(null);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'Drafts.DraftNumberExists') setNumberTaken(draftNumber.trim());
      else if (isApiError(error) && !error.silent) void runtime.modals.error({ message: errorText(error, t, (key) => runtime.i18n.exists(key)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const createPo = async () => {
    if (!(await save())) return;
    const orderNo = await runtime.api.call(Draft.GetOrderNo);
    await runtime.modals.open('schemaDialog', {
      dialogId: 'create-po',
      initialData: { orderNo, receivingDate: isoDay(7), deliveryPriority: 5 },
      submit: async (form: Record<string, unknown>) => {
        const answer = await runtime.api.call(Draft.CreatePO, { body: { ...(form as Omit<BodyOf<typeof Draft.CreatePO>, 'draftIds'>), draftIds: [id] } });
        if (answer.successCount > 0) navigate('/draft-page');
      },
    });
  };

  if (draft === undefined) return <section className="page purchase-page" data-testid="updatedraft-page" />;
  if (draft === null)
    return (
      <section className="page purchase-page" data-testid="updatedraft-page">
        <p className="hint">{t('Purchase.updateDraft.notFound')}</p>
      </section>
    );
  return (
    <section className="page purchase-page" data-testid="updatedraft-page">
      <header className="page__head">
        <h1 className="page__title">
          {t('Purchase.updateDraft.title')} {draft.draftNumber}
        </h1>
      </header>
      <fieldset className="card purchase-card">
        <div className="purchase-draft__head">
          <Field label={t('Purchase.editor.supplier')}>
            <input type="text" value={draft.supplierName} readOnly />
          </Field>
          <Field label={t('Purchase.editor.draftNumber')} problem={numberTaken !== null && numberTaken === draftNumber.trim() ? t('Purchase.updateDraft.numberExists') : undefined}>
            <input type="text" name="draftNumber" maxLength={40} value={draftNumber} onChange={(e) => setDraftNumber(e.target.value)} data-testid="draft-number" />
          </Field>
          <button type="button" className="btn" onClick={() => setPicking(true)} data-testid="add-materials">
            {t('Purchase.editor.addMaterials')}
          </button>
        </div>
        <DraftEditor testKey={draft.supplierId} lines={lines} onChange={setLines} showProblems={tried} />
        <div className="purchase-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            data-testid="update-draft"
            onClick={() =>
              void save().then((ok) => {
                if (ok) void runtime.modals.open('success', { message: t('Purchase.editor.saved') });
              })
            }
          >
            {t('Purchase.editor.saveOne')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => void createPo()} data-testid="update-create-po">
            {t('Purchase.editor.createPo')}
          </button>
          <button type="button" className="btn" onClick={() => navigate('/draft-page')}>
            {t('Purchase.editor.toDrafts')}
          </button>
        </div>
      </fieldset>
      {picking && (
        <MaterialsSelect
          supplierId={draft.supplierId}
          draftId={draft.id}
          exclude={lines.map((l) => l.materialId)}
          onAdd={(added) => setLines((l) => [...l, ...added])}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}
