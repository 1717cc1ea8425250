import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLookupEntries } from '../lookups/use-lookups';
import { formSchemaFor, translateErrors, uiSchemaFor, type FormError } from './dialog-form';
import { formStrings } from './form-buttons';
import { FORM_DEFAULTS, FORM_TEMPLATES, FORM_VALIDATOR, FORM_WIDGETS } from './form-setup';
import { withSearchableChoices } from './widgets/choice-widgets';
import './dialog.css';
import './widgets/combobox.css';

const NO_LOOKUPS = {};

export interface SchemaFormProps {
  /** Id of a form in schemas/dialogs/ (the same language as the dialogs). */
  dialogId: string;
  /** The form element id, so that a button elsewhere can submit it (form={formId}). */
  formId: string;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void;
}

/**
 * A schema-declared form shown on a page rather than in a modal (e.g. a report's criteria page):
 * the same rendering, widgets (the user's date format, comboboxes), look-ups and translated
 * messages as SchemaDialogModal.
 */
export function SchemaForm({ dialogId, formId, data, onChange, onSubmit }: SchemaFormProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const dialog = runtime.schemas?.dialogs.get(dialogId);
  const { entries: lookups } = useLookupEntries(dialog?.lookups ?? NO_LOOKUPS, { refresh: true });
  const schema = useMemo(() => (dialog ? (formSchemaFor(dialog, t, lookups) as RJSFSchema) : undefined), [dialog, t, lookups]);
  const uiSchema = useMemo(() => (dialog && schema ? (withSearchableChoices(schema, uiSchemaFor(dialog, t)) as UiSchema) : undefined), [dialog, schema, t]);
  const translateString = useMemo(() => formStrings(t), [t]);
  if (!dialog || !schema) return <p role="alert">{t('Shell.brokenDialog', { dialog: dialogId })}</p>;
  return (
    <Form
      id={formId}
      className="schema-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      widgets={FORM_WIDGETS}
      formContext={{ formData: data }}
      validator={FORM_VALIDATOR}
      templates={FORM_TEMPLATES}
      experimental_defaultFormStateBehavior={FORM_DEFAULTS}
      translateString={translateString}
      noHtml5Validate
      showErrorList={false}
      transformErrors={(errors) => translateErrors(dialog, t, errors as FormError[]) as typeof errors}
      onChange={(e) => onChange(e.formData as Record<string, unknown>)}
      onSubmit={(e) => onSubmit(e.formData as Record<string, unknown>)}
    />
  );
}
