/*
 * Kept apart from the route's definition (routes/first-screen.ts) so that the console's boot script
 * can read it without the route table's schemas.
 */

/**
 * The parts come in two halves the console asks for side by side (`only`): the shell's (what its
 * first render needs: the schemas, settings, user, texts, and the grid's look-ups) and the grid's
 * views' (its saved views, the primary views and the opening view's detail: the slowest reads), so
 * that the shell is drawn without waiting for the views. These are the routes of the views' half.
 */
export const VIEWS_HALF_KEYS: ReadonlySet<string> = new Set(['CustomView.header', 'User.primaryViews', 'CustomView.detail']);

export type PartsHalf = 'shell' | 'views';

export const halfOf = (key: string): PartsHalf => (VIEWS_HALF_KEYS.has(key) ? 'views' : 'shell');
