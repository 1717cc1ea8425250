import { describe, expect, it } from 'vitest';
import { createMenuStore } from './menu-store';

describe('menu state', () => {
  it('toggles between extended and collapsed on a wide window', () => {
    const m = createMenuStore(1400);
    expect(m.store.getState().menu).toBe('extended');
    m.toggle();
    expect(m.store.getState().menu).toBe('collapsed');
    m.toggle();
    expect(m.store.getState().menu).toBe('extended');
  });
  it('collapses below 1151 px and disables the toggle there', () => {
    const m = createMenuStore(1400);
    m.resized(1150);
    expect(m.store.getState()).toMatchObject({ menu: 'collapsed', narrow: true });
    m.toggle();
    m.expand();
    expect(m.store.getState().menu).toBe('collapsed');
    m.resized(1151);
    m.toggle();
    expect(m.store.getState().menu).toBe('extended');
  });
  it('collapses the settings panel when a main item is selected, leaving the main menu', () => {
    const m = createMenuStore(1400);
    m.toggleSettings();
    expect(m.store.getState().settings).toBe('extended');
    m.mainItemSelected();
    expect(m.store.getState()).toMatchObject({ settings: 'collapsed', menu: 'extended' });
  });
});
