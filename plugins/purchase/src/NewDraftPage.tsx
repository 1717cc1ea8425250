import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@cockpit/core/format';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import { DraftEditor } from './DraftEditor';
import { useActiveSuppliers } from './active-suppliers';
import { MaterialsSelect } from './MaterialsSelect';
import { Draft } from '../routes';
import { draftProblem, draftTotal, isoDay, periodProblem, toEditLine } from './draft-lines';
import { saveDrafts, type SupplierDraft } from './supplier-drafts';
import { SupplierChecklist } from './SupplierChecklist';
import './purchase.css';
import { DateInput, Options } from '@cockpit/core/inputs';
import { PageHead } from '@cockpit/core/page';
import { permissionPath } from '@cockpit/contracts/permission-names';

const MATERIAL_GROUPS = ['Fasteners', 'Electrical', 'Safety', 'Packaging', 'Tools', 'Paint'];
const ABC = ['A', 'B', 'C'];

export function Field({ label, problem, children, hint }: { label: string; problem?: string; hint?: string; children: ReactNode }) {
  return (
    <label className={`purchase-field${problem ? ' purchase-field--problem' : ''}`}>
      <span className="purchase-field__label">{label}</span>
      {children}
      {problem ? (
        <span className="purchase-problem" role="alert">
          {problem}
        </span>
      ) : (
        hint && <span className="hint">{hint}</span>
      )}
    </label>
  );
}

/**
 * newdraft-page: draft search criteria (suppliers, material group, ABC class, sales history
 * period, forecast and lead time in days), the calculated demand as one editable draft per
 * supplier, saved together.
 */
export function NewDraftPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const can = useCan();
  const numbers = useSettings((s) => s.numberFormatSettings);
  const navigate = useNavigate();
  const suppliers = useActiveSuppliers();
  const [supplierIds, setSupplierIds] = useState<number[]>([]);
  const [materialGroup, setMaterialGroup] = useState('');
  const [abc, setAbc] = useState('');
  const [historyFrom, setHistoryFrom] = useState(isoDay(-90));
  const [historyTo, setHistoryTo] = useState(isoDay());
  const [useForecast, setUseForecast] = useState(true);
  const [leadTimeDays, setLeadTimeDays] = useState('');
  const [drafts, setDrafts] = useState<SupplierDraft[] | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const period = periodProblem(historyFrom, historyTo);
  const noSupplier = supplierIds.length === 0;
  const calculate = async () => {
    setTried(true);
    if (period || noSupplier) return;
    setBusy(true);
    try {
      const rows = await runtime.api.call(Draft.GetUnsavedDraftLines, {
        query: {
          supplierIds,
          historyFrom,
          historyTo,
          useForecast,
          ...(materialGroup ? { materialGroup } : {}),
          ...(abc ? { abc } : {}),
          ...(leadTimeDays.trim() ? { leadTimeDays: Number(leadTimeDays) } : {}),
        },
      });
      setDrafts(rows.map((r) => ({ supplierId: r.supplierId, supplierName: r.supplierName, lines: r.lines.map(toEditLine) })));
      setTried(false);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!drafts) return;
    setTried(true);
    if (drafts.some((d) => draftProblem(d.lines))) return;
    setBusy(true);
    try {
      const answer = await saveDrafts(runtime.api, drafts, { historyFrom, historyTo, ...(leadTimeDays.trim() ? { leadTimeDays: Number(leadTimeDays) } : {}) });
      const saved = new Set(answer.drafts.map((d) => d.supplierId));
      const left = drafts.filter((d) => !saved.has(d.supplierId));
      setDrafts(left);
      if (left.length === 0) {
        navigate('/draft-page');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page purchase-page" data-testid="newdraft-page">
      <PageHead title={t('Purchase.newDraft.title')} />
      <p className="hint">{t('Purchase.newDraft.intro')}</p>
      {can(permissionPath('data', 'show_draft_search_criteria')) && (
        <fieldset className="card purchase-card">
          <legend>{t('Purchase.criteria.title')}</legend>
          <div className="purchase-criteria">
            <SupplierChecklist
              suppliers={suppliers}
              value={supplierIds}
              onChange={setSupplierIds}
              problem={tried && noSupplier ? t('Purchase.criteria.chooseSuppliers') : undefined}
            />
            <Field label={t('Purchase.criteria.materialGroup')}>
              <select name="materialGroup" value={materialGroup} onChange={(e) => setMaterialGroup(e.target.value)}>
                <option value="">{t('Purchase.criteria.any')}</option>
                <Options items={MATERIAL_GROUPS} label={(g) => t(`Enums.MaterialGroup.${g}`)} />
              </select>
            </Field>
            <Field label={t('Purchase.criteria.abc')}>
              <select name="abc" value={abc} onChange={(e) => setAbc(e.target.value)}>
                <option value="">{t('Purchase.criteria.any')}</option>
                <Options items={ABC} label={(c) => t(`Enums.AbcClass.${c}`)} />
              </select>
            </Field>
            <Field label={t('Purchase.criteria.historyFrom')} problem={tried && period ? t(period) : undefined}>
              <DateInput value={historyFrom || undefined} onChange={(iso) => setHistoryFrom(iso ?? '')} label={t('Purchase.criteria.historyFrom')} useTime={false} required />
            </Field>
            <Field label={t('Purchase.criteria.historyTo')}>
              <DateInput value={historyTo || undefined} onChange={(iso) => setHistoryTo(iso ?? '')} label={t('Purchase.criteria.historyTo')} useTime={false} required />
            </Field>
            <Field label={t('Purchase.criteria.leadTimeDays')} hint={t('Purchase.criteria.leadTimeHint')}>
              <input type="number" name="leadTimeDays" min={0} step={1} value={leadTimeDays} onChange={(e) => setLeadTimeDays(e.target.value)} disabled={!useForecast} />
            </Field>
            <label className="purchase-field purchase-field--check">
              <input type="checkbox" name="useForecast" checked={useForecast} onChange={(e) => setUseForecast(e.target.checked)} />
              {t('Purchase.criteria.useForecast')}
            </label>
          </div>
          <div className="purchase-actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void calculate()} data-testid="calculate-demand">
              {t('Purchase.criteria.calculate')}
            </button>
          </div>
        </fieldset>
      )}
      {drafts?.length === 0 && <p className="hint">{t('Purchase.criteria.noDemand')}</p>}
      {drafts?.map((d) => (
        <fieldset key={d.supplierId} className="card purchase-card" data-testid={`supplier-draft-${d.supplierId}`}>
          <legend>
            {d.supplierName} · {t('Purchase.editor.lineCount', { count: d.lines.length })} · {formatMoney(draftTotal(d.lines), numbers)}
          </legend>
          <DraftEditor
            testKey={d.supplierId}
            lines={d.lines}
            showProblems={tried}
            onChange={(lines) => setDrafts((all) => all && all.map((x) => (x.supplierId === d.supplierId ? { ...x, lines } : x)))}
          />
          <div className="purchase-actions">
            <button type="button" className="btn btn--small" onClick={() => setPicking(d.supplierId)}>
              {t('Purchase.editor.addMaterials')}
            </button>
          </div>
        </fieldset>
      ))}
      {drafts && drafts.length > 0 && (
        <div className="purchase-actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void save()} data-testid="save-drafts">
            {t('Purchase.editor.save')}
          </button>
        </div>
      )}
      {picking !== null && drafts && (
        <MaterialsSelect
          supplierId={picking}
          draftId={0}
          exclude={drafts.find((d) => d.supplierId === picking)?.lines.map((l) => l.materialId) ?? []}
          onAdd={(lines) => setDrafts((all) => all && all.map((x) => (x.supplierId === picking ? { ...x, lines: [...x.lines, ...lines] } : x)))}
          onClose={() => setPicking(null)}
        />
      )}
    </section>
  );
}
