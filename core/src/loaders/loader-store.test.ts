import { describe, expect, it } from 'vitest';
import { createLoaderStore } from './loader-store';

describe('loaders', () => {
  it('count up and down and never drop below 0', () => {
    const l = createLoaderStore();
    l.stop('route');
    expect(l.store.getState().route).toBe(0);
    l.start('action');
    l.start('action');
    l.stop('action');
    expect(l.store.getState().action).toBe(1);
    l.stop('action');
    l.stop('action');
    l.stop('action');
    expect(l.store.getState().action).toBe(0);
    l.start('modal');
    expect(l.store.getState().modal).toBe(1);
  });

  it('lower the counter when tracked work fails', async () => {
    const l = createLoaderStore();
    await expect(l.track('route', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(l.store.getState().route).toBe(0);
  });

  it('switch the detail loader on and off', () => {
    const l = createLoaderStore();
    l.setDetail(true);
    expect(l.store.getState().detail).toBe(true);
    l.setDetail(false);
    expect(l.store.getState().detail).toBe(false);
  });
});
