import { useTranslation } from 'react-i18next';
import { useFormat } from '@cockpit/core/format/ui';
import { MAX_SALES_ORDER_LINES, type RuleProblem, type SalesTotals as Totals } from '../../rules';

/**
 * The order's summary as the user types: line count, the total at the materials' prices, the
 * discount and the total after it; beside them the order-level rules still broken and how many
 * lines need fixing (the save button stays disabled while any is listed).
 */
export function SalesTotals({ lineCount, totals, headerProblems, badLines }: { lineCount: number; totals: Totals; headerProblems: readonly RuleProblem[]; badLines: number }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <footer className="sales-summary" data-testid="sales-totals">
      <dl>
        <dt>{t('Sales.totals.lines')}</dt>
        <dd data-testid="sales-line-count">{lineCount}</dd>
        <dt>{t('Sales.totals.originalTotalSalesPrice')}</dt>
        <dd data-testid="sales-original-total">{money(totals.originalTotalSalesPrice)}</dd>
        <dt>{t('Sales.totals.discount')}</dt>
        <dd>{totals.discount} %</dd>
        <dt>{t('Sales.totals.totalSalesPrice')}</dt>
        <dd data-testid="sales-total">{money(totals.totalSalesPrice)}</dd>
      </dl>
      <ul className="sales-problems" data-testid="sales-problems">
        {headerProblems.map((p) => (
          <li key={p.key}>{t(p.key, { max: MAX_SALES_ORDER_LINES })}</li>
        ))}
        {badLines > 0 && <li>{t('Sales.rules.linesToFix', { count: badLines })}</li>}
      </ul>
    </footer>
  );
}
