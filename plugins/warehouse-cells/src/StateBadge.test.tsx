import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StateBadge, badgeTone } from './StateBadge';

describe('warehouseCells.stateBadge', () => {
  it('shows the column text in a badge coloured by the state', () => {
    const { container } = render(<StateBadge value="Inactive" text="Inaktiv" row={{}} field="supplierStatus" />);
    const badge = container.querySelector('.state-badge')!;
    expect(badge.textContent).toBe('Inaktiv');
    expect(badge.className).toContain('state-badge--idle');
    expect(badge.getAttribute('data-state')).toBe('Inactive');
  });
  it('leaves empty cells empty and unknown states neutral', () => {
    expect(render(<StateBadge value={null} text="" row={{}} field="x" />).container.innerHTML).toBe('');
    expect(badgeTone('Active')).toBe('good');
    expect(badgeTone('Something')).toBe('neutral');
  });
});
