import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Options } from './Options';

const options = (container: HTMLElement) => [...container.querySelectorAll('option')].map((o) => [o.value, o.textContent]);

describe('Options', () => {
  it('writes an option per item, its value shown when no label is given', () => {
    const { container } = render(
      <select>
        <Options items={['dd-MM-yyyy', 'yyyy-MM-dd']} />
      </select>,
    );
    expect(options(container)).toEqual([
      ['dd-MM-yyyy', 'dd-MM-yyyy'],
      ['yyyy-MM-dd', 'yyyy-MM-dd'],
    ]);
  });

  it('takes the value and the label from each item', () => {
    const { container } = render(
      <select>
        <Options items={[{ id: 7, name: 'North' }]} value={(u) => u.id} label={(u) => `${u.name}!`} />
      </select>,
    );
    expect(options(container)).toEqual([['7', 'North!']]);
  });
});
