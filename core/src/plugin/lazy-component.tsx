import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** How a plugin piece is loaded: `() => import('./X')` (its default export) or `() => import('./X').then((m) => m.X)`. */
export type ComponentLoader<Props = object> = () => Promise<ComponentType<Props> | { default: ComponentType<Props> }>;

export type LazyComponent<Props> = ComponentType<Props> & {
  /** Starts loading the chunk (e.g. when the route is known) without showing anything. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code is a chunk of its own, fetched the first time it is shown (or
 * preloaded); until then it shows an empty busy placeholder of the page's size.
 */
export function lazyComponent<Props extends object>(load: ComponentLoader<Props>): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const once = () =>
    (loading ??= load().then(
      (m) => ('default' in m && m.default ? m : { default: m as ComponentType<Props> }) as { default: ComponentType<Props> },
      (error: unknown) => {
        // A failed chunk (a network error, a redeploy) is tried again the next time it is shown.
        loading = undefined;
        throw error;
      },
    ));
  const Inner = lazy(once);
  const Lazy = ((props: Props) =>
    createElement(
      Suspense,
      { fallback: createElement('div', { className: 'plugin-loading', 'aria-busy': true }) },
      createElement(Inner as ComponentType<Props>, props),
    )) as LazyComponent<Props>;
  Lazy.preload = () => once().catch(() => undefined);
  return Lazy;
}
