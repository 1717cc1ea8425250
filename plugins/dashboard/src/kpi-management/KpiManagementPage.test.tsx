import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@cockpit/core/i18n';
import { createPluginRegistry, definePlugin } from '@cockpit/core/plugin';
import { RuntimeProvider, type CockpitRuntime } from '@cockpit/core/runtime';
import { KpiManagementPage } from './KpiManagementPage';

afterEach(cleanup);

describe('the KPI management page', () => {
  it("names the host's KPIs by the dashboard's texts and a plugin's by the title its tile declares, not its raw name", async () => {
    const kpis = [
      { id: 1, name: 'OutBoundOrders', enabled: true, row: 1, order: 1 },
      { id: 2, name: 'StockToolsOpen', enabled: false, row: 1, order: 2 },
      { id: 3, name: 'UntitledKpi', enabled: false, row: 1, order: 3 },
    ];
    const tile = async () => ({ default: () => null });
    const plugins = createPluginRegistry([
      definePlugin({ name: 'stockTools', kpiTemplates: { StockToolsOpen: { title: 'StockTools.kpi.title', load: tile }, UntitledKpi: { load: tile } } }),
    ]);
    const runtime = { api: { call: async () => kpis }, plugins, modals: { open: async () => undefined } } as unknown as CockpitRuntime;
    const i18n = await createI18n(async () => ({ Dashboard: { kpi: { OutBoundOrders: 'Outbound orders' } }, StockTools: { kpi: { title: 'Stock tools open' } } }), 'en-GB');
    render(
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider runtime={runtime}>
          <QueryClientProvider client={new QueryClient()}>
            <KpiManagementPage />
          </QueryClientProvider>
        </RuntimeProvider>
      </I18nextProvider>,
    );
    const cell = async (name: string) => (await screen.findByText((_, el) => el?.tagName === 'TR' && el.getAttribute('data-kpi') === name)).querySelector('td')?.textContent;
    expect(await cell('OutBoundOrders')).toBe('Outbound orders');
    expect(await cell('StockToolsOpen')).toBe('Stock tools open');
    expect(await cell('UntitledKpi')).toBe('UntitledKpi');
  });
});
