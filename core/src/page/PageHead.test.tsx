import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHead } from './PageHead';

describe('PageHead', () => {
  it('writes the page head with its title as the one heading and the tools after it', () => {
    const { container } = render(
      <PageHead title="Stocks">
        <div className="page__tools">tools</div>
      </PageHead>,
    );
    expect(container.innerHTML).toBe('<header class="page__head"><h1 class="page__title">Stocks</h1><div class="page__tools">tools</div></header>');
  });
});
