import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/** How a plugin piece is loaded: `() => import('./X')` (its default export) or `() => import('./X').then((m) => m.X)`. */
export type ComponentLoader<Props = object> = () => Promise<ComponentType<Props> | { default: ComponentType<Props> }>;

export type LazyComponent<Props> = ComponentType<Props> & {
  /** Starts loading the chunk (e.g. when the route is known) without showing anything. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code is a chunk of its own, fetched the first time it is shown (or
 * preloaded); until then it shows an empty busy placeholder of the page's size.
 *
 * Once the chunk is in (preloaded, or shown once), the component renders directly, without a
 * Suspense boundary: React holds back the reveal of a boundary's content for up to 300 ms after
 * its placeholder was shown (so that nested boundaries pop in together), and on a page load whose
 * shell and page code were preloaded beside the first calls that pause was the largest idle gap
 * before the first rows were painted.
 */
export function lazyComponent<Props extends object>(load: ComponentLoader<Props>): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const once = () =>
    (loading ??= load().then(
      (m) => {
        const module = ('default' in m && m.default ? m : { default: m as ComponentType<Props> }) as {
          default: ComponentType<Props>;
        };
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (a network error, a redeploy) is tried again the next time it is shown.
        loading = undefined;
        throw error;
      },
    ));
  const Inner = lazy(once);
  const Lazy = ((props: Props) => {
    // Decided once per mount: switching from the boundary to the bare component when the chunk
    // arrives would mount the page a second time and lose its state.
    const [direct] = useState(() => loaded);
    return direct
      ? createElement(direct, props)
      : createElement(Suspense, { fallback: createElement('div', { className: 'plugin-loading', 'aria-busy': true }) }, createElement(Inner as ComponentType<Props>, props));
  }) as LazyComponent<Props>;
  Lazy.preload = () => once().catch(() => undefined);
  return Lazy;
}
