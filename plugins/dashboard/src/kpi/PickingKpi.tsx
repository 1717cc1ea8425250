import { useTranslation } from 'react-i18next';
import type { KpiTemplateProps } from '@cockpit/core/plugin';
import { useFormat } from '@cockpit/core/format/ui';

interface RoleTasks {
  locationRole: string;
  Prepared: number;
  Performed: number;
  InProgress: number;
}

/** Picking tasks per location role (PickingTaskPerLocationRoleReportData): Prepared, Performed and InProgress per role. */
export default function PickingKpi({ kpi }: KpiTemplateProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const roles = ((kpi.data as { locationRoles?: RoleTasks[] }).locationRoles ?? []) as RoleTasks[];
  const n = (v: number) => format.number(v, 0);
  const states = ['Prepared', 'InProgress', 'Performed'] as const;
  return (
    <div className="kpi" data-testid={`kpi-${kpi.name}`}>
      <span className="kpi__title">{t(`Dashboard.kpi.${kpi.name}`)}</span>
      <table className="kpi__table">
        <thead>
          <tr>
            <th />
            {states.map((s) => (
              <th key={s}>{t(`Dashboard.kpi.${s}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roles.map((r) => (
            <tr key={r.locationRole}>
              <th>{r.locationRole || t('Dashboard.kpi.noRole')}</th>
              {states.map((s) => (
                <td key={s}>{n(r[s])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
