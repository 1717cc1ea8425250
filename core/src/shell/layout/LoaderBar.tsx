import { useStore } from 'zustand';
import { useRuntime } from '../../runtime/RuntimeContext';

/** A thin progress bar while any route, action or modal loader counts above 0. */
export function LoaderBar() {
  const loaders = useStore(useRuntime().loaders.store);
  const busy = loaders.route > 0 || loaders.action > 0 || loaders.modal > 0;
  return <div className={`loader-bar${busy ? ' loader-bar--busy' : ''}`} role="progressbar" aria-hidden={!busy} aria-busy={busy} />;
}
