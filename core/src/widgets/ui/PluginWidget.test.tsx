import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { definePlugin, type KpiTemplateProps, type WidgetProps } from '../../plugin/define-plugin';
import { createPluginRegistry } from '../../plugin/registry';
import { RuntimeProvider } from '../../runtime/RuntimeContext';
import type { CockpitRuntime } from '../../runtime/runtime';
import { KpiTile, PluginWidget } from './PluginWidget';

const i18n = createInstance();
await i18n.init({
  lng: 'en-GB',
  resources: {
    'en-GB': {
      translation: {
        Stock: { low: 'Low stock' },
        Widgets: {
          kpiTemplateNotFound: 'Template for dynamic kpi not found!',
          kpiNoTemplate: 'No template for the KPI {{name}}.',
          kpiMissingName: 'The KPI has no name.',
          failed: '{{title}} could not be shown.',
        },
      },
    },
  },
  interpolation: { escapeValue: false },
});

function LowStock({ widget }: WidgetProps) {
  return <strong data-testid="low-stock">{String(widget.data ?? 'none')}</strong>;
}
function OrdersKpi({ kpi }: KpiTemplateProps) {
  return <span data-testid="orders-kpi">{`${kpi.name}=${String(kpi.value)}`}</span>;
}
function Broken(): ReactNode {
  throw new Error('boom');
}

const plugins = createPluginRegistry([
  definePlugin({
    name: 'stock',
    widgets: [
      { type: 'LowStock', title: 'Stock.low', load: () => Promise.resolve({ default: LowStock }) },
      { type: 'Broken', component: Broken },
    ],
    kpiTemplates: { Orders: { load: async () => OrdersKpi } },
  }),
]);
const runtime = { plugins } as unknown as CockpitRuntime;
const show = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider runtime={runtime}>{node}</RuntimeProvider>
    </I18nextProvider>,
  );

describe('plugin widgets and KPI tiles', () => {
  it("draw a widget with its plugin's component, loaded as a chunk of its own", async () => {
    const { container } = show(<PluginWidget widget={{ type: 'LowStock', title: 'Stock.low', data: 7 }} />);
    expect((await screen.findByTestId('low-stock')).textContent).toBe('7');
    expect(container.querySelector('[data-widget-type="LowStock"]')?.getAttribute('data-widget-plugin')).toBe('stock');
  });

  it('show the title of a type no plugin draws, and a broken widget as broken only', () => {
    show(
      <>
        <PluginWidget widget={{ type: 'Unknown', title: 'Stock.low' }} />
        <PluginWidget widget={{ type: 'Broken', title: 'Broken' }} />
      </>,
    );
    expect(screen.getByText('Low stock')).toBeTruthy();
    expect(screen.getByText('Broken could not be shown.')).toBeTruthy();
  });

  it("draw a KPI with the template for its name, else 'Template for dynamic kpi not found!'", async () => {
    show(
      <>
        <KpiTile kpi={{ name: 'Orders', value: 12 }} />
        <KpiTile kpi={{ name: 'Tasks' }} />
        <KpiTile kpi={{ name: '' }} />
      </>,
    );
    expect((await screen.findByTestId('orders-kpi')).textContent).toBe('Orders=12');
    expect(screen.getAllByText('Template for dynamic kpi not found!')).toHaveLength(2);
    expect(screen.getByText('No template for the KPI Tasks.')).toBeTruthy();
    expect(screen.getByText('The KPI has no name.')).toBeTruthy();
  });
});
