import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRuntime } from '@cockpit/core/runtime';
import { DraftEditor } from './DraftEditor';
import { useActiveSuppliers } from './active-suppliers';
import { MaterialsSelect } from './MaterialsSelect';
import { Field } from './NewDraftPage';
import { draftProblem, type EditLine } from './draft-lines';
import { saveDrafts } from './supplier-drafts';
import './purchase.css';
import { Options } from '@cockpit/core/inputs';
import { PageHead } from '@cockpit/core/page';

/** emptydraft-page: pick a supplier, add materials through the materials-select dialog, save. */
export function EmptyDraftPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const suppliers = useActiveSuppliers();
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [lines, setLines] = useState<EditLine[]>([]);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const supplier = suppliers.find((s) => s.id === supplierId);
  const save = async () => {
    setTried(true);
    if (!supplier || draftProblem(lines)) return;
    setBusy(true);
    try {
      const answer = await saveDrafts(runtime.api, [{ supplierId: supplier.id, supplierName: supplier.supplierName, lines }]);
      if (answer.drafts.length) {
        navigate('/draft-page');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page purchase-page" data-testid="emptydraft-page">
      <PageHead title={t('Purchase.emptyDraft.title')} />
      <fieldset className="card purchase-card">
        <div className="purchase-draft__head">
          <Field label={t('Purchase.editor.supplier')} problem={tried && !supplier ? t('Purchase.emptyDraft.chooseSupplier') : undefined}>
            <select
              name="supplierId"
              value={supplierId ?? ''}
              data-testid="emptydraft-supplier"
              onChange={(e) => {
                setSupplierId(e.target.value ? Number(e.target.value) : null);
                setLines([]);
              }}
            >
              <option value="" />
              <Options items={suppliers} value={(s) => s.id} label={(s) => s.supplierName} />
            </select>
          </Field>
          <button type="button" className="btn" disabled={!supplier} onClick={() => setPicking(true)} data-testid="add-materials">
            {t('Purchase.editor.addMaterials')}
          </button>
        </div>
        <DraftEditor testKey="empty" lines={lines} onChange={setLines} showProblems={tried} />
        <div className="purchase-actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void save()} data-testid="save-draft">
            {t('Purchase.editor.saveOne')}
          </button>
        </div>
      </fieldset>
      {picking && supplier && (
        <MaterialsSelect
          supplierId={supplier.id}
          draftId={0}
          exclude={lines.map((l) => l.materialId)}
          onAdd={(added) => setLines((l) => [...l, ...added])}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}
