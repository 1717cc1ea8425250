import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { isApiError } from '../api/api-error';
import { problemsOf } from '../api/validation-problems';
import { errorText, problemSentence, problemText } from '../modals/error-text';
import { useRuntime } from '../runtime/RuntimeContext';
import { Modal } from '../modals/Modal';
import type { TemplateProps } from '../modals/templates/template-props';
import { useLookupEntries } from '../lookups/use-lookups';
import { fieldProblems, formSchemaFor, translateErrors, uiSchemaFor, type FormError } from './dialog-form';
import { formStrings } from './form-buttons';
import { withSearchableChoices } from './widgets/choice-widgets';
import { FORM_DEFAULTS, FORM_TEMPLATES, FORM_VALIDATOR, FORM_WIDGETS } from './form-setup';
import './dialog.css';
import './widgets/combobox.css';

const NO_LOOKUPS = {};

export interface SchemaDialogProps {
  dialogId: string;
  initialData?: Record<string, unknown>;
  /** Runs the action with the form's data; a 400 keeps the dialog open with the server's reason. */
  submit?(data: Record<string, unknown>): Promise<void>;
}

/** A business dialog from schemas/dialogs/, rendered with @rjsf/core and checked with ajv before it is sent. */
export function SchemaDialogModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const { dialogId, initialData, submit } = entry.props as unknown as SchemaDialogProps;
  const dialog = runtime.schemas?.dialogs.get(dialogId);
  const [data, setData] = useState<Record<string, unknown>>(initialData ?? {});
  const [serverError, setServerError] = useState<string>();
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [busy, setBusy] = useState(false);

  // The shared look-up loader; a dialog asks again when it opens (cached entries show meanwhile), so
  // it does not offer a choice that is gone. A failing look-up leaves its field without options.
  const { entries: lookups } = useLookupEntries(dialog?.lookups ?? NO_LOOKUPS, { refresh: true });

  const schema = useMemo(() => (dialog ? (formSchemaFor(dialog, t, lookups) as RJSFSchema) : undefined), [dialog, t, lookups]);
  // Long choices (a look-up of 330 locations) become a searchable combobox, chosen from the data.
  const uiSchema = useMemo(() => (dialog && schema ? (withSearchableChoices(schema, uiSchemaFor(dialog, t)) as UiSchema) : undefined), [dialog, schema, t]);
  const translateString = useMemo(() => formStrings(t), [t]);

  if (!dialog || !schema) {
    const problems = runtime.schemas?.dialogProblems.get(dialogId);
    return (
      <Modal title={t('Shell.brokenScreen')} tone="error" onClose={() => close()} zIndex={entry.zIndex}>
        <p>{t('Shell.brokenDialog', { dialog: dialogId })}</p>
        {problems?.map((p, i) => (
          <p key={i}>
            <code>
              schemas/{p.file}#{p.pointer}
            </code>
            : {p.message}
          </p>
        ))}
      </Modal>
    );
  }

  const formId = `dialog-${dialogId}-${entry.id}`;
  return (
    <Modal
      title={t(dialog.title)}
      onClose={() => close()}
      zIndex={entry.zIndex}
      size={dialog.width ?? 'medium'}
      testId={`dialog-${dialogId}`}
      footer={
        <>
          <button type="button" className="btn" onClick={() => close()}>
            {t('Common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
            {t(dialog.submitLabel ?? 'Common.save')}
          </button>
        </>
      }
    >
      <Form
        id={formId}
        className="schema-form"
        schema={schema}
        uiSchema={uiSchema}
        widgets={FORM_WIDGETS}
        formContext={{ formData: data }}
        formData={data}
        validator={FORM_VALIDATOR}
        templates={FORM_TEMPLATES}
        translateString={translateString}
        experimental_defaultFormStateBehavior={FORM_DEFAULTS}
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        transformErrors={(errors) => translateErrors(dialog, t, errors as FormError[]) as typeof errors}
        onChange={(e) => setData(e.formData as Record<string, unknown>)}
        onSubmit={async (e) => {
          const formData = e.formData as Record<string, unknown>;
          setServerError(undefined);
          setExtraErrors(undefined);
          if (!submit) return close(formData);
          setBusy(true);
          try {
            await submit(formData);
            close(formData);
          } catch (error) {
            // Bad input refused by the server: stay open with its reason, nothing was changed. A
            // refused value is told at its field, in the dialog's own words for the field.
            if (isApiError(error) && (error.status === 400 || error.status === 409 || error.status === 422)) {
              const exists = (key: string) => i18n.exists(key);
              const label = (field: string) => {
                const title = (dialog.form.properties as Record<string, { title?: unknown } | undefined> | undefined)?.[field]?.title;
                return typeof title === 'string' ? String(t(title)) : undefined;
              };
              const { atFields, elsewhere } = fieldProblems(dialog, problemsOf(error.details), (p) => problemText(p, t, label));
              setExtraErrors(atFields as ErrorSchema | undefined);
              if (atFields && elsewhere.length === 0) setServerError(undefined);
              else if (elsewhere.length)
                setServerError(elsewhere.map((p) => problemSentence(p, t, (f) => label(f) ?? (exists(`Fields.${f}`) ? String(t(`Fields.${f}`)) : undefined))).join('\n'));
              else setServerError(errorText(error, t, exists, label));
            } else close();
          } finally {
            setBusy(false);
          }
        }}
      />
      {serverError && (
        <p className="modal__error" role="alert">
          {serverError}
        </p>
      )}
    </Modal>
  );
}
