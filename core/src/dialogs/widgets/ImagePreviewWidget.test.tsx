import { cleanup, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime/RuntimeContext';
import type { CockpitRuntime } from '../../runtime/runtime';
import { ImagePreviewWidget } from './ImagePreviewWidget';

afterEach(cleanup);
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** The widget in a dialog whose form has id 3, its picture asked for by the `Label.preview` key. */
function renderPreview(answer: unknown) {
  const call = vi.fn(async () => answer);
  const route = (key: string) => ({ key, method: 'GET', path: `/api/${key}` });
  const runtime = { api: { call, route } } as unknown as CockpitRuntime;
  const props = { id: 'preview', options: { call: 'Label.preview', params: { id: '$form.id' } }, registry: { formContext: { formData: { id: 3 } } } } as unknown as WidgetProps;
  render(
    <RuntimeProvider runtime={runtime}>
      <ImagePreviewWidget {...props} />
    </RuntimeProvider>,
  );
  return call;
}

describe('ImagePreviewWidget', () => {
  it('shows the file the call answers', async () => {
    const call = renderPreview(new Blob(['png'], { type: 'image/png' }));
    expect((await screen.findByTestId('image-preview')).getAttribute('src')).toBe('blob:preview');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ key: 'Label.preview' }), { params: { id: 3 }, binary: true, silent: true });
  });

  it('says the preview failed when the call answers something that is not a file', async () => {
    renderPreview({ url: '/label.png' });
    expect(await screen.findByText('Common.previewFailed')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
