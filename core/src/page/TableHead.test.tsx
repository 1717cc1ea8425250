import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './TableHead';

describe('TableHead', () => {
  it('writes one header cell per label in order, with its class, and an empty cell for a column without heading', () => {
    const { container } = render(
      <table>
        <TableHead cells={['Item', { label: 'Cost', className: 'num' }, '']} />
      </table>,
    );
    const cells = [...container.querySelectorAll('thead > tr > th')];
    expect(cells.map((th) => th.textContent)).toEqual(['Item', 'Cost', '']);
    expect(cells.map((th) => th.getAttribute('class'))).toEqual([null, 'num', null]);
    expect(cells[2].childNodes).toHaveLength(0);
  });
});
