import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@cockpit/core/format/ui';
import { checkedLine } from './checked-line';
import type { FormLine } from './sales-form';

const ROW_HEIGHT = 40;
const VIEW_HEIGHT = 420;
const OVERSCAN = 6;

interface Props {
  lines: FormLine[];
  onChange(index: number, patch: Partial<Pick<FormLine, 'quantity' | 'adjustedPrice'>>): void;
  onRemove(index: number): void;
}

/**
 * The order lines, windowed: only the rows in view (and a few around) are in the DOM, so 5,000
 * pasted lines render without a long task (issue 15: no task over 200 ms). Quantity and adjusted
 * price are edited in place and checked with the shared rules as the user types.
 */
export function SalesLinesList({ lines, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <div className="sales-lines" role="table" aria-label={t('Sales.materials.title')} data-testid="sales-lines" data-count={lines.length}>
      <div className="sales-lines__head" role="row">
        <span role="columnheader">#</span>
        <span role="columnheader">{t('Sales.lines.itemNo')}</span>
        <span role="columnheader">{t('Sales.lines.name')}</span>
        <span role="columnheader">{t('Sales.lines.salesPrice')}</span>
        <span role="columnheader">{t('Sales.lines.quantity')}</span>
        <span role="columnheader">{t('Sales.lines.adjustedPrice')}</span>
        <span role="columnheader">
          <span className="visually-hidden">{t('Sales.lines.remove')}</span>
        </span>
      </div>
      <div
        className="sales-lines__body"
        style={{ height: Math.min(VIEW_HEIGHT, Math.max(lines.length, 1) * ROW_HEIGHT) }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        {lines.length === 0 && <p className="sales-lines__empty">{t('Sales.lines.empty')}</p>}
        <div style={{ height: lines.length * ROW_HEIGHT, position: 'relative' }}>
          {lines.slice(first, last).map((line, i) => (
            <LineRow key={line.material.id} index={first + i} line={line} onChange={onChange} onRemove={onRemove} />
          ))}
        </div>
      </div>
    </div>
  );
}

const LineRow = memo(function LineRow({ index, line, onChange, onRemove }: { index: number; line: FormLine } & Pick<Props, 'onChange' | 'onRemove'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const { problems } = checkedLine(line);
  const price = line.material.salesPrice;
  const problem = (field: string) => problems.find((p) => p.field === field);
  const quantityProblem = problem('quantity');
  const priceProblem = problem('adjustedPrice');
  return (
    <div className="sales-lines__row" role="row" style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }} data-testid="sales-line" data-item-no={line.material.itemNo}>
      <span role="cell">{index + 1}</span>
      <span role="cell" title={line.material.barcode ?? undefined}>
        {line.material.itemNo}
      </span>
      <span role="cell" className="sales-lines__name">
        {line.material.name}
      </span>
      <span role="cell" className="sales-lines__price">
        {price == null ? '–' : format.money(price)}
      </span>
      <span role="cell">
        <input
          className={`input input--small${quantityProblem ? ' input--invalid' : ''}`}
          inputMode="numeric"
          aria-label={t('Sales.lines.quantity')}
          aria-invalid={!!quantityProblem}
          title={quantityProblem ? t(quantityProblem.key) : undefined}
          value={line.quantity}
          onChange={(e) => onChange(index, { quantity: e.target.value })}
        />
      </span>
      <span role="cell">
        <input
          className={`input input--small${priceProblem ? ' input--invalid' : ''}`}
          inputMode="decimal"
          aria-label={t('Sales.lines.adjustedPrice')}
          aria-invalid={!!priceProblem}
          title={priceProblem ? t(priceProblem.key) : undefined}
          placeholder={line.material.salesPrice == null ? '' : String(line.material.salesPrice)}
          value={line.adjustedPrice}
          onChange={(e) => onChange(index, { adjustedPrice: e.target.value })}
        />
      </span>
      <span role="cell">
        <button type="button" className="btn btn--small btn--ghost" aria-label={t('Sales.lines.remove')} onClick={() => onRemove(index)}>
          ✕
        </button>
      </span>
    </div>
  );
});
