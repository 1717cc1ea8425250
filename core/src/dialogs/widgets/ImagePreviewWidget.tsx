import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { useRuntime } from '../../runtime/RuntimeContext';
import { blobAnswer } from '../../api/blob-answer';

/** The name a dialog's uiSchema gives this widget ("ui:widget"). */
export const IMAGE_PREVIEW_WIDGET = 'imagePreview';

/** The form's data, handed to every widget by the dialog (rjsf's formContext). */
export interface DialogFormContext {
  formData?: Record<string, unknown>;
}

/**
 * A picture the server draws from what the form holds (a material's label for the chosen printer):
 * "ui:options": { "call": "<path table key>", "params": { "<param>": "$form.<field>" }, "alt":
 * "<translation key>" }. It is read again whenever those fields change, and shows nothing until
 * every parameter has a value. The field itself holds no value and sends nothing.
 */
export function ImagePreviewWidget({ id, options, registry }: WidgetProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const form = (registry.formContext as DialogFormContext | undefined)?.formData ?? {};
  const template = (options.params ?? {}) as Record<string, string>;
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(template)) params[name] = typeof value === 'string' && value.startsWith('$form.') ? form[value.slice('$form.'.length)] : value;
  const complete = Object.values(params).every((v) => v !== undefined && v !== null && v !== '');
  const call = String(options.call ?? '');
  const key = complete ? JSON.stringify(params) : '';
  const [image, setImage] = useState<{ key: string; url?: string; failed?: boolean }>({ key: '' });

  useEffect(() => {
    if (!key || !call) return;
    let url: string | undefined;
    let current = true;
    runtime.api

      .call(runtime.api.route(call), { params: JSON.parse(key) as Record<string, unknown>, binary: true, silent: true })
      .then((answer) => {
        if (!current) return;
        url = URL.createObjectURL(blobAnswer(answer));
        setImage({ key, url });
      })
      .catch(() => current && setImage({ key, failed: true }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, call, runtime]);

  const alt = t(String(options.alt ?? 'Common.preview'));
  if (!key)
    return (
      <p className="image-preview image-preview--empty" id={id}>
        {t(String(options.emptyText ?? 'Common.previewEmpty'))}
      </p>
    );
  if (image.key !== key) return <p className="image-preview image-preview--loading" id={id} aria-busy="true" />;
  if (image.failed)
    return (
      <p className="image-preview image-preview--empty" id={id}>
        {t('Common.previewFailed')}
      </p>
    );
  return (
    <div className="image-preview" id={id}>
      <img src={image.url} alt={alt} data-testid="image-preview" />
    </div>
  );
}
