import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KpiTemplateProps, WidgetProps } from '../../plugin/define-plugin';
import { useRuntime } from '../../runtime/RuntimeContext';

/** One broken widget or KPI tile says so in its own box; the dashboard around it keeps working. */
class PieceBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A dashboard widget as the plugin that contributes its type draws it (plugin.json "widgets");
 * a type no plugin draws shows its title only. The wrapper names the type and the plugin.
 */
export function PluginWidget({ widget, onToggle, selected }: WidgetProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const contributed = runtime.plugins.widget(widget.type);
  const title = t(widget.title);
  if (!contributed) {
    return (
      <div className="widget" data-widget-type={widget.type}>
        <span className="widget__title">{title}</span>
      </div>
    );
  }
  const Widget = contributed.component;
  return (
    <div className="widget" data-widget-type={widget.type} data-widget-plugin={contributed.plugin}>
      <PieceBoundary fallback={<span className="widget__title">{t('Widgets.failed', { title })}</span>}>
        <Widget widget={widget} onToggle={onToggle} selected={selected} />
      </PieceBoundary>
    </div>
  );
}

/**
 * A KPI tile: the template a plugin contributes for the KPI's name
 * (plugin.json "kpiTemplates"). Without data, a name or a template it shows
 * 'Template for dynamic kpi not found!' with what is missing.
 */
export function KpiTile({ kpi }: Partial<KpiTemplateProps>) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const missing = !kpi ? t('Widgets.kpiMissingData') : !kpi.name ? t('Widgets.kpiMissingName') : undefined;
  const Template = kpi?.name ? runtime.plugins.kpiTemplate(kpi.name) : undefined;
  if (!kpi || !Template) {
    return (
      <div className="kpi-tile kpi-tile--missing" role="status" data-kpi={kpi?.name ?? ''}>
        <strong>{t('Widgets.kpiTemplateNotFound')}</strong>
        <span data-testid="kpi-missing-detail">{missing ?? t('Widgets.kpiNoTemplate', { name: kpi?.name })}</span>
      </div>
    );
  }
  return (
    <div className="kpi-tile" data-kpi={kpi.name}>
      <PieceBoundary fallback={<strong>{t('Widgets.failed', { title: kpi.name })}</strong>}>
        <Template kpi={kpi} />
      </PieceBoundary>
    </div>
  );
}
