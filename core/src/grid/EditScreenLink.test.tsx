import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import type { CockpitRuntime } from '../runtime/runtime';
import { EditScreenLink } from './EditScreenLink';

afterEach(cleanup);

/** A runtime with only what the link reads: the session's features and roles, the permission, the schemas' stale screens. */
function show(options: { features: string[]; studio: boolean; stale?: string[] }) {
  const runtime = {
    session: { store: createStore(() => ({ features: options.features, roles: [] })) },
    settings: { store: createStore(() => ({ permissions: {} })), can: (path: string) => options.studio && path === 'header/settings/studio' },
    schemas: options.stale ? { studioStale: options.stale } : {},
  } as unknown as CockpitRuntime;
  render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/stocks-page']}>
        <EditScreenLink gridId="Stock" />
      </MemoryRouter>
    </RuntimeProvider>,
  );
}

describe('Edit this screen', () => {
  it("tells the studio's users that the screen is shown as shipped because their change no longer fits", () => {
    show({ features: ['ScreenStudio'], studio: true, stale: ['Stock'] });
    expect(screen.getByTestId('studio-stale-notice').textContent).toBe('Grid.studioStale');
    expect(screen.getByTestId('edit-screen').getAttribute('href')).toBe('/screen-studio?grid=Stock&back=%2Fstocks-page');
  });

  it('says nothing of a screen whose change is in force, and nothing to users without the studio', () => {
    show({ features: ['ScreenStudio'], studio: true, stale: ['Location'] });
    expect(screen.queryByTestId('studio-stale-notice')).toBeNull();
    cleanup();
    show({ features: ['ScreenStudio'], studio: false, stale: ['Stock'] });
    expect(screen.queryByTestId('edit-screen')).toBeNull();
    expect(screen.queryByTestId('studio-stale-notice')).toBeNull();
  });
});
