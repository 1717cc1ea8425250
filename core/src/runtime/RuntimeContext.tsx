import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CockpitRuntime } from './runtime';
import type { SessionState } from '../session/session-store';
import type { SettingsState } from '../settings/settings-store';

const RuntimeContext = createContext<CockpitRuntime | undefined>(undefined);

export function RuntimeProvider({ runtime, children }: { runtime: CockpitRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): CockpitRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeProvider');
  return runtime;
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(useRuntime().session.store, selector);
}

export function useSettings<T>(selector: (s: SettingsState) => T): T {
  return useStore(useRuntime().settings.store, selector);
}

/** Whether the user holds a permission path (hidden in the console; the server checks again). */
export function useCan(): (path: string | undefined) => boolean {
  const runtime = useRuntime();
  useSettings((s) => s.permissions);
  return (path) => runtime.settings.can(path);
}
