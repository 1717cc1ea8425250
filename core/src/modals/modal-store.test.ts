import { describe, expect, it } from 'vitest';
import { createModalStore, MODAL_BASE_Z_INDEX } from './modal-store';
import { createModalRegistry, type ModalComponent } from './modal-registry';

const Stub: ModalComponent = () => null;
const registry = () => createModalRegistry({ error: Stub, success: Stub, confirm: Stub });

describe('modal stack', () => {
  it('stacks modals upward from z-index 1000 and resolves with the closing value', async () => {
    const m = createModalStore(registry());
    const confirm = m.open<boolean>('confirm', { message: 'Sure?' });
    void m.open('success', { message: 'ok' });
    const [a, b] = m.store.getState().stack;
    expect(a.zIndex).toBe(MODAL_BASE_Z_INDEX);
    expect(b.zIndex).toBeGreaterThan(a.zIndex);
    m.close(a.id, true);
    await expect(confirm).resolves.toBe(true);
    expect(m.store.getState().stack).toHaveLength(1);
  });

  it('does not show an identical error twice at once', () => {
    const m = createModalStore(registry());
    void m.error({ message: 'Order already started!' });
    void m.error({ message: 'Order already started!' });
    void m.error({ message: 'Other' });
    expect(m.store.getState().stack.map((e) => e.props.message)).toEqual(['Order already started!', 'Other']);
  });

  it('reports a missing or unknown template instead of opening it', async () => {
    const m = createModalStore(registry());
    await expect(m.open(undefined)).resolves.toBeUndefined();
    await expect(m.open('nope')).resolves.toBeUndefined();
    expect(m.store.getState().stack.map((e) => e.props.message)).toEqual(['Template name is required for dynamic modal!', 'Template for dynamic modal not found!']);
  });

  it('opens the templates registered after it was made, which is how feature folders add theirs', async () => {
    const m = createModalStore(registry());
    await expect(m.open('saveView')).resolves.toBeUndefined();
    const SaveView: ModalComponent = () => null;
    m.templates.register({ saveView: SaveView });
    void m.open('saveView', { owner: 'materials' });
    expect(m.store.getState().stack.map((e) => e.template)).toEqual(['error', 'saveView']);
    expect(m.templates.get('saveView')).toBe(SaveView);
  });
});

describe('modal registry', () => {
  it('takes the same component again, refuses another under a known name', () => {
    const r = registry();
    const Other: ModalComponent = () => null;
    expect(() => r.register({ confirm: Stub })).not.toThrow();
    expect(() => r.register({ confirm: Other })).toThrow('Two modal templates are named "confirm"');
    expect(r.names()).toEqual(['error', 'success', 'confirm']);
  });
});
