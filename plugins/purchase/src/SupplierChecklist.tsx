import { useTranslation } from 'react-i18next';

export interface SupplierOption {
  id: number;
  supplierName: string;
}

/**
 * The suppliers to calculate demand for, as a list of checkboxes with "All" first: several are
 * picked with clicks or Space, no Ctrl-click, and every one at once with "All" (a multiple
 * <select> hides both). A group named by its legend, so screen readers say what the boxes are for.
 */
export function SupplierChecklist({ suppliers, value, onChange, problem }: { suppliers: SupplierOption[]; value: number[]; onChange(ids: number[]): void; problem?: string }) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const all = suppliers.length > 0 && suppliers.every((s) => chosen.has(s.id));
  const some = !all && suppliers.some((s) => chosen.has(s.id));
  return (
    <fieldset className={`purchase-field supplier-checklist${problem ? ' purchase-field--problem' : ''}`} data-testid="criteria-suppliers">
      <legend className="purchase-field__label">{t('Purchase.criteria.suppliers')}</legend>
      <label className="supplier-checklist__all">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = some;
          }}
          onChange={() => onChange(all ? [] : suppliers.map((s) => s.id))}
          data-testid="criteria-suppliers-all"
        />
        {t('Purchase.criteria.allSuppliers', { count: suppliers.length })}
      </label>
      <div className="supplier-checklist__list">
        {suppliers.map((s) => (
          <label key={s.id}>
            <input type="checkbox" value={s.id} checked={chosen.has(s.id)} onChange={(e) => onChange(e.target.checked ? [...value, s.id] : value.filter((id) => id !== s.id))} />
            {s.supplierName}
          </label>
        ))}
      </div>
      {problem && (
        <span className="purchase-problem" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
