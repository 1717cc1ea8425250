import { routes } from '@cockpit/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@cockpit/core/modals';
import { useRuntime } from '@cockpit/core/runtime';
import { DraftMaterial } from '../routes';
import type { EditLine } from './draft-lines';

interface Candidate {
  id: number;
  itemNo: string;
  name: string;
  costPrice: string | number | null;
  supplierId: number | null;
  supplierName: string | null;
  ingoing?: number;
  calculatedDemand?: number;
}

interface Props {
  supplierId: number;
  /** The saved draft being edited, 0 for a new one. */
  draftId: number;
  /** Materials already on the draft: not offered again. */
  exclude: number[];
  onAdd(lines: EditLine[]): void;
  onClose(): void;
}

/**
 * The materials-select dialog: the supplier's own materials that the draft does not hold
 * (GetUndraftedSupplierMaterials), and on request the other materials (GetMaterialsForAssociations);
 * one linked to another supplier warns that saving the draft unlinks it from that supplier.
 */
export function MaterialsSelect({ supplierId, draftId, exclude, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const [own, setOwn] = useState<Candidate[]>([]);
  const [others, setOthers] = useState<Candidate[]>([]);
  const [showOthers, setShowOthers] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  useEffect(() => {
    void runtime.api.call(DraftMaterial.GetUndraftedSupplierMaterials, { params: { supplierId, draftId } }).then(setOwn);
  }, [runtime, supplierId, draftId]);
  useEffect(() => {
    if (showOthers) void runtime.api.call(routes.Material.GetMaterialsForAssociations, { query: { supplierId } }).then(setOthers);
  }, [runtime, supplierId, showOthers]);

  const offered = useMemo(() => {
    const excluded = new Set(exclude);
    const needle = search.trim().toLowerCase();
    return [...own, ...(showOthers ? others : [])].filter(
      (m) => !excluded.has(m.id) && (!needle || m.itemNo.toLowerCase().includes(needle) || m.name.toLowerCase().includes(needle)),
    );
  }, [own, others, showOthers, exclude, search]);
  const byId = new Map([...own, ...others].map((m) => [m.id, m]));
  const toggle = (id: number) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const unlinked = [...chosen].map((id) => byId.get(id)).filter((m): m is Candidate => !!m && m.supplierId !== null && m.supplierId !== supplierId);

  const add = () => {
    onAdd(
      [...chosen].flatMap((id) => {
        const m = byId.get(id);
        if (!m) return [];
        const other = m.supplierId !== null && m.supplierId !== supplierId;
        return [
          {
            materialId: m.id,
            itemNumber: m.itemNo,
            materialName: m.name,
            ingoing: m.ingoing ?? null,
            costPrice: Number(m.costPrice ?? 0),
            calculatedDemand: m.calculatedDemand ?? 0,
            orderedQuantity: String(Math.max(1, m.calculatedDemand ?? 1)),
            linkedSupplierName: other ? m.supplierName : null,
          },
        ];
      }),
    );
    onClose();
  };

  return (
    <Modal
      title={t('Purchase.materialsSelect.title')}
      onClose={onClose}
      zIndex={1000}
      size="medium"
      testId="materials-select"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('Purchase.materialsSelect.cancel')}
          </button>
          <button type="button" className="btn btn--primary" disabled={chosen.size === 0} onClick={add} data-testid="materials-select-add">
            {t('Purchase.materialsSelect.add')}
          </button>
        </>
      }
    >
      <div className="purchase-page">
        <input
          type="search"
          placeholder={t('Purchase.materialsSelect.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label={t('Purchase.materialsSelect.search')}
        />
        <label className="purchase-field purchase-field--check">
          <input type="checkbox" checked={showOthers} onChange={(e) => setShowOthers(e.target.checked)} data-testid="materials-select-others" />
          {t('Purchase.materialsSelect.others')}
        </label>
        <div className="purchase-select-list">
          {offered.length === 0 && <p className="hint">{t('Purchase.materialsSelect.none')}</p>}
          {offered.map((m) => {
            const other = m.supplierId !== null && m.supplierId !== supplierId;
            return (
              <label key={m.id} className={other ? 'purchase-select-list__other' : undefined}>
                <input type="checkbox" checked={chosen.has(m.id)} onChange={() => toggle(m.id)} data-testid={`materials-select-${m.itemNo}`} />
                {m.itemNo} {m.name}
                {other && m.supplierName ? ` (${m.supplierName})` : ''}
              </label>
            );
          })}
        </div>
        {unlinked.map((m) => (
          <div key={m.id} className="purchase-warning" role="alert">
            {t('Purchase.materialsSelect.warnUnlink', { item: m.itemNo, supplier: m.supplierName })}
          </div>
        ))}
      </div>
    </Modal>
  );
}
