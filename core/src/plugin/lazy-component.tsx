import { createElement, useEffect, useState, type ComponentType } from 'react';

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
 * No Suspense boundary, ever: React holds back the reveal of a boundary's content for up to 300 ms
 * after its placeholder was shown (so that nested boundaries pop in together). A page load whose
 * shell and page code arrive just after the first render paid that pause in full, on the main
 * thread's idle time, before the first rows were painted. Here the placeholder is plain state:
 * the chunk's arrival renders the component at once, in its first (and only) mount.
 * A failed chunk is thrown to the nearest error boundary, as React.lazy does.
 */
export function lazyComponent<Props extends object>(load: ComponentLoader<Props>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const once = () =>
    (loading ??= load().then(
      (m) => {
        loaded = ('default' in m && m.default ? m.default : m) as ComponentType<Props>;
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk (a network error, a redeploy) is tried again the next time it is shown.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = ((props: Props) => {
    const [shown, setShown] = useState<{ component?: ComponentType<Props>; error?: unknown }>(() => ({ component: loaded }));
    useEffect(() => {
      if (shown.component) return;
      let mounted = true;
      once().then(
        (component) => mounted && setShown({ component }),
        (error: unknown) => mounted && setShown({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [shown.component]);
    if (shown.error !== undefined) throw shown.error;
    return shown.component ? createElement(shown.component, props) : createElement('div', { className: 'plugin-loading', 'aria-busy': true });
  }) as LazyComponent<Props>;
  Lazy.preload = () => once().catch(() => undefined);
  return Lazy;
}
