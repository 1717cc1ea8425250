import { useTranslation } from 'react-i18next';
import type { KpiTemplateProps } from '@cockpit/core/plugin';
import { useFormat } from '@cockpit/core/format/ui';

interface OrderReport {
  initial: number;
  started: number;
  completed: number;
  orderLines: number;
  tasks?: number;
}

/**
 * The order KPIs (OutBoundOrderReportData, InBoundOrderReportData): the
 * total (initial + started + completed) and its parts; outbound also counts tasks.
 */
export default function OrderKpi({ kpi }: KpiTemplateProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const d = kpi.data as OrderReport;
  const n = (v: number) => format.number(v, 0);
  const total = d.initial + d.started + d.completed;
  return (
    <div className="kpi" data-testid={`kpi-${kpi.name}`}>
      <span className="kpi__title">{t(`Dashboard.kpi.${kpi.name}`)}</span>
      <span className="kpi__total" data-testid="kpi-total" data-value={total}>
        {n(total)}
      </span>
      <dl className="kpi__parts">
        {(['initial', 'started', 'completed', 'orderLines', ...(d.tasks !== undefined ? ['tasks'] : [])] as const).map((part) => (
          <div key={part}>
            <dt>{t(`Dashboard.kpi.${part}`)}</dt>
            <dd data-part={part}>{n((d as unknown as Record<string, number>)[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
