import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@cockpit/core/format';
import { useSettings } from '@cockpit/core/runtime';
import { draftProblem, draftTotal, lineTotal, quantityOk, type EditLine } from './draft-lines';
import { TableHead } from '@cockpit/core/page';

interface Props {
  /** Names the draft in test ids (the supplier id). */
  testKey: string | number;
  lines: EditLine[];
  onChange(lines: EditLine[]): void;
  /** Tried to save: show the problems. */
  showProblems?: boolean;
}

/**
 * A draft's lines with the ordered quantity editable: totalCostPrice per line and the draft's
 * totalCost follow as the user types; a quantity that is not a whole number above 0 is marked.
 */
export function DraftEditor({ testKey, lines, onChange, showProblems }: Props) {
  const { t } = useTranslation();
  const numbers = useSettings((s) => s.numberFormatSettings);
  const problem = draftProblem(lines);
  const set = (index: number, orderedQuantity: string) => onChange(lines.map((l, i) => (i === index ? { ...l, orderedQuantity } : l)));
  return (
    <div data-testid={`draft-editor-${testKey}`}>
      {lines.length > 0 && (
        <table className="purchase-lines">
          <TableHead
            cells={[
              t('Drafts.lines.itemNumber'),
              t('Drafts.lines.materialName'),
              { label: t('Drafts.lines.ingoing'), className: 'num' },
              { label: t('Drafts.lines.costPrice'), className: 'num' },
              { label: t('Drafts.lines.calculatedDemand'), className: 'num' },
              { label: t('Drafts.lines.orderedQuantity'), className: 'num' },
              { label: t('Drafts.lines.totalCostPrice'), className: 'num' },
              '',
            ]}
          />
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.materialId} data-testid={`draft-line-${l.itemNumber}`}>
                <td>{l.itemNumber}</td>
                <td>
                  {l.materialName}
                  {l.linkedSupplierName && (
                    <div className="purchase-warning">{t('Purchase.materialsSelect.warnUnlink', { item: l.itemNumber, supplier: l.linkedSupplierName })}</div>
                  )}
                </td>
                <td className="num">{l.ingoing === null ? '' : formatNumber(l.ingoing, numbers, 0)}</td>
                <td className="num">{formatMoney(l.costPrice, numbers)}</td>
                <td className="num">{formatNumber(l.calculatedDemand, numbers, 0)}</td>
                <td className="num">
                  <input
                    type="text"
                    inputMode="numeric"
                    aria-label={t('Drafts.lines.orderedQuantity')}
                    aria-invalid={!quantityOk(l.orderedQuantity)}
                    value={l.orderedQuantity}
                    data-testid="ordered-quantity"
                    onChange={(e) => set(i, e.target.value)}
                  />
                </td>
                <td className="num" data-testid="line-total">
                  {formatMoney(lineTotal(l), numbers)}
                </td>
                <td>
                  <button type="button" className="btn btn--small" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                    {t('Purchase.editor.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="purchase-actions">
        {problem && (showProblems || lines.length > 0) && (
          <span className="purchase-problem" role="alert">
            {t(problem)}
          </span>
        )}
        <span className="purchase-draft__total" data-testid="draft-total">
          {t('Purchase.editor.totalCost')}: {formatMoney(draftTotal(lines), numbers)}
        </span>
      </div>
    </div>
  );
}
