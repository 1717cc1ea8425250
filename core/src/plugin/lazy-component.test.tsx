import { act, render } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Page({ label }: { label: string }) {
  // Its own state: lost if the page were mounted a second time.
  const [mountedAt] = useState(() => ++mounts);
  return <p data-mount={mountedAt}>{label}</p>;
}
let mounts = 0;

describe('lazyComponent', () => {
  it('renders a preloaded page in the first commit, without the placeholder', async () => {
    const Lazy = lazyComponent(async () => ({ default: Page }));
    await Lazy.preload();
    const { container } = render(<Lazy label="Stocks" />);
    // No Suspense boundary: React would hold its content back for up to 300 ms after a placeholder.
    expect(container.querySelector('.plugin-loading')).toBeNull();
    expect(container.textContent).toBe('Stocks');
  });

  it('shows the placeholder until the chunk is in, then keeps the same page across renders', async () => {
    let resolve!: (value: { default: typeof Page }) => void;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    const { container, rerender } = render(<Lazy label="one" />);
    expect(container.querySelector('.plugin-loading')).not.toBeNull();
    await act(async () => resolve({ default: Page }));
    const mount = container.querySelector('p')?.getAttribute('data-mount');
    expect(container.textContent).toBe('one');
    rerender(<Lazy label="two" />);
    expect(container.textContent).toBe('two');
    // The chunk arrived while the boundary was shown: the page stays inside it, not mounted again.
    expect(container.querySelector('p')?.getAttribute('data-mount')).toBe(mount);
  });

  it('shows the page as soon as its chunk arrives after the placeholder, not up to 300 ms later', async () => {
    // Outside act(), as in the browser: React's scheduler and its hold on a Suspense boundary's reveal apply.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const until = async (seen: () => boolean) => {
      for (let i = 0; i < 2000 && !seen(); i++) await new Promise((r) => setTimeout(r, 1));
    };
    try {
      let resolve: ((value: { default: typeof Page }) => void) | undefined;
      const Lazy = lazyComponent(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
      root.render(<Lazy label="Stocks" />);
      await until(() => host.querySelector('.plugin-loading') !== null && resolve !== undefined);
      const arrived = performance.now();
      resolve!({ default: Page });
      await until(() => host.textContent === 'Stocks');
      expect(host.textContent).toBe('Stocks');
      // A Suspense boundary held it back until 300 ms after the placeholder showed.
      expect(performance.now() - arrived).toBeLessThan(200);
    } finally {
      root.unmount();
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('throws a chunk that cannot be loaded to the error boundary, and loads it again when shown again', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { default: Page };
    });
    const caught: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <Lazy label="again" />
      </Boundary>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    quiet.mockRestore();
    expect(first.container.textContent).toBe('failed');
    expect((caught[0] as Error).message).toBe('network');
    first.unmount();
    const second = render(<Lazy label="again" />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls).toBe(2);
    expect(second.container.textContent).toBe('again');
  });

  it('loads a failed chunk again the next time it is shown', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { default: Page };
    });
    await Lazy.preload();
    await Lazy.preload();
    const { container } = render(<Lazy label="again" />);
    expect(calls).toBe(2);
    expect(container.textContent).toBe('again');
  });
});
