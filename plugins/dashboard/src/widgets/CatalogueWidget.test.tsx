import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '@cockpit/core/runtime';
import type { CockpitRuntime } from '@cockpit/core/runtime';
import { createSettingsStore } from '@cockpit/core/settings';
import type { AvailableWidget } from '../widget-data';
import CatalogueWidget from './CatalogueWidget';

// Without an i18next instance react-i18next answers the keys, which is all these tests read.

const started: AvailableWidget = {
  code: 5,
  type: 'SalesOrdersStarted',
  title: 'DashboardSettings.widgets.SalesOrdersStarted',
  description: 'Dashboard.descriptions.SalesOrdersStarted',
  group: 'outgoingOrders',
  component: 'SingleValue',
  isEnabled: true,
  valueJson: '12',
  executionTime: 1,
  pageName: 'outgoing-orders-page',
  filters: [{ selector: 'state', operator: 'In', type: 'list', values: ['Started'] }],
  disabledNavigation: false,
  image: 'widgets/orders-started.svg',
};

function show(node: ReactNode, locale = 'de-DE') {
  const settings = createSettingsStore();
  settings.store.setState({ numberFormatSettings: { locale } });
  const runtime = { schemas: undefined, settings } as unknown as CockpitRuntime;
  return render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/dashboard-settings']}>
        <Routes>
          <Route path="/dashboard-settings" element={node} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </RuntimeProvider>,
  );
}

afterEach(cleanup);

describe('a catalogue widget on the dashboard-settings page', () => {
  it('toggles on a click on it or its figure, and on Enter or Space, and never opens a grid', () => {
    const onToggle = vi.fn();
    show(<CatalogueWidget widget={{ type: started.type, code: 5, title: started.title, data: started }} onToggle={onToggle} selected />);
    const tile = screen.getByTestId('widget-SalesOrdersStarted');
    expect(tile.getAttribute('role')).toBe('button');
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('widget-figure').getAttribute('data-value')).toBe('12');
    fireEvent.click(screen.getByTestId('widget-figure'));
    fireEvent.keyDown(tile, { key: 'Enter' });
    fireEvent.keyDown(tile, { key: ' ' });
    fireEvent.keyDown(tile, { key: 'a' });
    expect(onToggle).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('shows an unselected widget as not pressed', () => {
    show(<CatalogueWidget widget={{ type: started.type, code: 5, title: started.title, data: started }} onToggle={() => undefined} selected={false} />);
    const tile = screen.getByTestId('widget-SalesOrdersStarted');
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(tile.className).not.toContain('dashboard-widget--selected');
  });

  it('on the dashboard (no onToggle) is no toggle', () => {
    show(<CatalogueWidget widget={{ type: started.type, code: 5, title: started.title, data: started }} />);
    expect(screen.getByTestId('widget-SalesOrdersStarted').getAttribute('aria-pressed')).toBeNull();
  });

  it("shows its figure in the user's number format, not the interface language's", () => {
    const big = { ...started, valueJson: '12345' };
    show(<CatalogueWidget widget={{ type: started.type, code: 5, title: started.title, data: big }} />);
    expect(screen.getByTestId('widget-figure').textContent).toBe('12.345');
    cleanup();
    show(<CatalogueWidget widget={{ type: started.type, code: 5, title: started.title, data: big }} />, 'en-GB');
    expect(screen.getByTestId('widget-figure').textContent).toBe('12,345');
  });
});
