import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import { availableWidgetsRef } from '@cockpit/contracts/widget-door';
import { routeKeyPrefix, routeQueryOptions } from '@cockpit/core/api';
import { useCan, useRuntime } from '@cockpit/core/runtime';
import { formatWidgetCodes, parseWidgetCodes, WIDGET_GROUPS, WIDGET_SETTING, WIDGET_TYPES } from '@cockpit/core/widgets';
import { PluginWidget } from '@cockpit/core/widgets/ui';
import { DashboardSettings } from '../../routes';
import '../settings-pages.css';
import { PageHead } from '@cockpit/core/page';
import { ADMIN } from '@cockpit/contracts/admin-permissions';

/**
 * Dashboard settings: the widgets in groups, each toggled by a checkbox;
 * Save stores the comma-joined codes of the enabled ones as the user's setting record (and "Save
 * for all" as the business unit's, with header/settings/user_settings); 'visit dashboard' goes back.
 * Each widget is shown as the dashboard draws it, with its figure; a click on it, its figure or its
 * chart (a count without a filter too) toggles it like its checkbox (it toggles
 * isEnabled and updates the selected list).
 */
export function DashboardSettingsPage() {
  const runtime = useRuntime();
  const can = useCan();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // With an owner the call answers the stored records of that owner.
  const widgetsQuery = routeQueryOptions(runtime.api, routes.User.cockpitSettings, { query: { ...WIDGET_SETTING } });
  const query = useQuery(widgetsQuery);
  // The dashboard's call of the widgets with their figures, by reference: the same cache as the dashboard's (plugins do not import each other).
  const available = useQuery(routeQueryOptions(runtime.api, availableWidgetsRef));
  const [enabled, setEnabled] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (Array.isArray(query.data)) setEnabled(new Set(parseWidgetCodes(query.data[0]?.value)));
  }, [query.data]);

  const catalogue = new Set<string>(WIDGET_TYPES.map((w) => w.type));
  const pluginWidgets = runtime.plugins.widgets.filter((w) => !catalogue.has(w.type) && (!w.permission || can(w.permission)));

  const toggle = (code: number) =>
    setEnabled((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const save = async (forAll: boolean) => {
    setBusy(true);
    try {
      const body = { ClientId: WIDGET_SETTING.clientId, Owner: WIDGET_SETTING.owner, Key: WIDGET_SETTING.key, Value: formatWidgetCodes(enabled) };
      await runtime.api.call(forAll ? DashboardSettings.saveForAll : DashboardSettings.save, { body });
      // The saved record, and the widgets' isEnabled on the dashboard and here.
      await Promise.all([queryClient.invalidateQueries({ queryKey: widgetsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: routeKeyPrefix(availableWidgetsRef) })]);
      void runtime.modals.open('success', { message: t(forAll ? 'DashboardSettings.savedForAll' : 'DashboardSettings.saved') });
    } catch {
      // Shown by the error modal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page settings-page" data-testid="dashboard-settings">
      <PageHead title={t('DashboardSettings.title')}>
        <div className="page__tools">
          <Link className="btn btn--small" to="/" data-testid="visit-dashboard">
            {t('DashboardSettings.visitDashboard')}
          </Link>
        </div>
      </PageHead>
      <p className="hint">
        {t('DashboardSettings.intro')} {t('DashboardSettings.previewHint')}
      </p>
      <div className="widget-groups">
        {WIDGET_GROUPS.map((group) => (
          <fieldset key={group} className="card settings-card" data-widget-group={group}>
            <legend>{t(`DashboardSettings.groups.${group}`)}</legend>
            {WIDGET_TYPES.filter((w) => w.group === group).map((w) => {
              const data = available.data?.find((a) => a.type === w.type);
              return (
                <div key={w.code} className={`widget-choice${enabled.has(w.code) ? ' widget-choice--on' : ''}`} data-widget-choice={w.type}>
                  <label className="widget-choice__label">
                    <input type="checkbox" checked={enabled.has(w.code)} onChange={() => toggle(w.code)} disabled={query.isPending} />
                    <span>
                      <span className="widget-choice__title">{t(`DashboardSettings.widgets.${w.type}`)}</span>
                      <span className="widget-choice__kind">{t(w.component === 'barChart' ? 'DashboardSettings.barChart' : 'DashboardSettings.singleValue')}</span>
                    </span>
                  </label>
                  {data && !query.isPending && (
                    <div className="widget-choice__preview">
                      <PluginWidget
                        widget={{ type: w.type, code: w.code, title: `DashboardSettings.widgets.${w.type}`, data }}
                        selected={enabled.has(w.code)}
                        onToggle={() => toggle(w.code)}
                      />
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
        {pluginWidgets.length > 0 && (
          // Widgets plugins contribute of their own: not in the shared preference (its codes are the catalogue's), shown to whoever holds their permission.
          <fieldset className="card settings-card" data-widget-group="plugins">
            <legend>{t('DashboardSettings.pluginWidgets')}</legend>
            {pluginWidgets.map((w) => (
              <label key={w.type} className="widget-choice widget-choice--on">
                <input type="checkbox" checked disabled />
                <span>
                  <span className="widget-choice__title">{t(w.title ?? w.type)}</span>
                  <span className="widget-choice__kind">{t('DashboardSettings.alwaysShown')}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div className="settings-actions">
        <button type="button" className="btn btn--primary" disabled={busy || query.isPending} onClick={() => void save(false)} data-testid="dashboard-settings-save">
          {t('Common.save')}
        </button>
        {can(ADMIN.userSettings) && (
          <button type="button" className="btn" disabled={busy || query.isPending} onClick={() => void save(true)} data-testid="dashboard-settings-save-all">
            {t('DashboardSettings.saveForAll')}
          </button>
        )}
        <span className="hint">{t('DashboardSettings.enabledCount', { count: enabled.size })}</span>
      </div>
    </section>
  );
}
