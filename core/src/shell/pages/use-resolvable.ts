import { findGridRoute } from '../../schema-store/loaded-schemas';
import { useRuntime } from '../../runtime/RuntimeContext';

/**
 * Whether the console has a page for a path (a plugin page or a grid route), so that the menus
 * never offer a link to nothing when the server's route configuration names a page this console
 * does not have.
 */
export function useResolvable(): (path: string | undefined) => boolean {
  const runtime = useRuntime();
  return (path) => {
    if (path === undefined) return false;
    if (path === '') return true;
    if (runtime.plugins.pages.some((p) => p.path === path)) return true;
    // A page load's part of the schemas names every grid page of the whole (page-bundle.ts).
    if (runtime.schemas?.part?.gridRoutes.includes(path)) return true;
    return Boolean(runtime.schemas && findGridRoute(runtime.schemas, path));
  };
}
