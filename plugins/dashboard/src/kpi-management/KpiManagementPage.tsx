import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeKeyPrefix, routeQueryOptions } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';
import type { KpiSetting } from '@cockpit/core/widgets';
import { DashboardRefs } from '../../route-refs';
import '../dashboard.css';
import { PageHead, TableHead } from '@cockpit/core/page';

/**
 * KPI management (settings, header/settings/kpi-management): each KPI of the business unit shown
 * or not, in which row and in which order within the row. Saved for the whole business unit.
 */
export function KpiManagementPage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(routeQueryOptions(runtime.api, DashboardRefs.kpiList));
  const [kpis, setKpis] = useState<KpiSetting[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data) setKpis(query.data.map(({ id, name, enabled, row, order }) => ({ id, name, enabled, row, order })));
  }, [query.data]);

  const change = (id: number, patch: Partial<KpiSetting>) => setKpis((list) => list.map((k) => (k.id === id ? { ...k, ...patch } : k)));
  const whole = (v: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(v)) || 0));

  const save = async () => {
    setBusy(true);
    try {
      await runtime.api.call(DashboardRefs.kpiSave, { body: { kpis } });
      // The KPI list's every cached call: this page's and the dashboard's tiles (use-dashboard-data KPI_KEY).
      await queryClient.invalidateQueries({ queryKey: routeKeyPrefix(DashboardRefs.kpiList) });
      void runtime.modals.open('success', { message: t('KpiManagement.saved') });
    } catch {
      // Shown by the error modal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page kpi-management" data-testid="kpi-management">
      <PageHead title={t('KpiManagement.title')} />
      <p className="hint">{t('KpiManagement.intro')}</p>
      <table className="kpi-management__table">
        <TableHead cells={[t('KpiManagement.name'), t('KpiManagement.enabled'), t('KpiManagement.row'), t('KpiManagement.order')]} />
        <tbody>
          {kpis.map((k) => {
            // The host's KPIs are named in the dashboard's texts, a plugin's by the title its tile declares.
            const title = runtime.plugins.kpiTitle(k.name);
            const label = t(`Dashboard.kpi.${k.name}`, { defaultValue: title ? t(title) : k.name });
            return (
              <tr key={k.id} data-kpi={k.name}>
                <td>{label}</td>
                <td>
                  <input type="checkbox" aria-label={`${t('KpiManagement.enabled')}: ${label}`} checked={k.enabled} onChange={(e) => change(k.id, { enabled: e.target.checked })} />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={20}
                    aria-label={`${t('KpiManagement.row')}: ${label}`}
                    value={k.row}
                    onChange={(e) => change(k.id, { row: whole(e.target.value, 20) })}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={100}
                    aria-label={`${t('KpiManagement.order')}: ${label}`}
                    value={k.order}
                    onChange={(e) => change(k.id, { order: whole(e.target.value, 100) })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="settings-actions">
        <button type="button" className="btn btn--primary" disabled={busy || query.isPending} onClick={() => void save()} data-testid="kpi-management-save">
          {t('KpiManagement.save')}
        </button>
      </div>
    </section>
  );
}
