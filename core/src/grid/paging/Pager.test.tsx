import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

const sizes = { default: 20, options: [20, 50] };

/** Without an i18next instance the texts are their keys, which is what these tests compare. */
function rangeOf(props: { total: number; busy?: boolean }) {
  render(<Pager index={0} size={20} total={props.total} sizes={sizes} onChange={() => undefined} busy={props.busy} />);
  return screen.getByTestId('pager-range');
}

describe('Pager range', () => {
  it('says the rows are loading while none are shown yet, not an empty range', () => {
    const range = rangeOf({ total: 0, busy: true });
    expect(range.textContent).toBe('Common.loading');
    expect(range.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the range of an empty answer once it is in', () => {
    const range = rangeOf({ total: 0 });
    expect(range.textContent).toBe('Grid.rangeOf');
    expect(range.getAttribute('aria-busy')).toBeNull();
  });
});
