import { preloadFirstScreenCode } from '@cockpit/core/shell/preload-code';

/**
 * The first module of the entry (main.tsx imports it before anything else), so that this runs
 * before the rest of the entry chunk is run (React DOM, the router, i18next, the shell, the
 * runtime: hundreds of milliseconds on a loaded machine): with a stored session, the signed-in
 * shell's and (on a grid's address) AG Grid's chunks are asked for now, not once all of that is
 * done. It imports only the preload's own small files, and adds no file or request of its own.
 */
preloadFirstScreenCode(window.location.pathname);
