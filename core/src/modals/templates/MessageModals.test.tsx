import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorModal, SuccessModal, WarningModal } from './MessageModals';
import type { TemplateProps } from './template-props';

afterEach(cleanup);

function open(Template: (p: TemplateProps) => React.ReactNode, props: Record<string, unknown>) {
  const closed: unknown[] = [];
  render(<Template entry={{ id: 1, template: 'x', props, zIndex: 10, resolve: () => undefined }} close={(r) => closed.push(r)} />);
  return closed;
}

describe('message modals', () => {
  it('an error says its message and details in the error tone under the default title, and OK closes it', () => {
    const closed = open(ErrorModal, { message: 'Stock is reserved', details: 'line 3' });
    const dialog = screen.getByTestId('error-modal');
    expect(dialog.className).toContain('modal--error');
    expect(screen.getByRole('heading').textContent).toBe('Errors.title');
    expect(dialog.querySelector('p.modal__message')?.textContent).toBe('Stock is reserved');
    expect(dialog.querySelector('details pre')?.textContent).toBe('line 3');
    fireEvent.click(screen.getByText('Common.ok'));
    expect(closed).toEqual([undefined]);
  });

  it('a warning shows its own title and the details; a success only its message', () => {
    open(WarningModal, { title: 'Not now', message: 'Busy', details: 'job 7' });
    const warning = screen.getByTestId('warning-modal');
    expect(warning.className).toContain('modal--warning');
    expect(screen.getByRole('heading').textContent).toBe('Not now');
    expect(warning.querySelector('details pre')?.textContent).toBe('job 7');
    cleanup();
    open(SuccessModal, { message: 'Saved', details: 'ignored' });
    const success = screen.getByTestId('success-modal');
    expect(success.className).toContain('modal--success');
    expect(screen.getByRole('heading').textContent).toBe('Common.success');
    expect(success.querySelector('.modal__message')).toBeNull();
    expect(success.querySelector('details')).toBeNull();
    expect(screen.getByText('Saved').tagName).toBe('P');
  });
});
