import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
