import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime/RuntimeContext';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { TemplateProps } from '../../modals/templates/template-props';
import { PICTURE_TYPES, UploadPhotoModal } from './UserModals';

afterEach(cleanup);

function renderDialog() {
  const call = vi.fn(async () => ({ result: true }));
  const runtime = { api: { call }, i18n: { exists: () => false }, session: { setPicture: vi.fn() }, modals: { error: vi.fn() } } as unknown as CockpitRuntime;
  const props = { entry: { zIndex: 1000 }, close: vi.fn() } as unknown as TemplateProps;
  render(
    <RuntimeProvider runtime={runtime}>
      <UploadPhotoModal {...props} />
    </RuntimeProvider>,
  );
  return { call, input: screen.getByTestId('upload-photo-file') as HTMLInputElement };
}

describe('the picture upload dialog', () => {
  it('offers only the types the server keeps: PNG, JPEG, GIF and WebP', () => {
    const { input } = renderDialog();
    expect(input.accept.split(',')).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
    expect(PICTURE_TYPES).toEqual(input.accept.split(','));
  });

  it('refuses another type chosen with the picker switched to all files, with the translated refusal, and cannot save it', () => {
    const { input, call } = renderDialog();
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByText('Errors.Users.PictureType')).toBeTruthy();
    expect((screen.getByText('Common.save').closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });
});
