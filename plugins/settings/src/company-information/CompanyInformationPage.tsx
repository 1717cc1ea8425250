import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@cockpit/contracts';
import { useTranslation } from 'react-i18next';
import { useCan, useRuntime } from '@cockpit/core/runtime';
import { isApiError, routeQueryOptions, type ResultOf } from '@cockpit/core/api';
import { errorText, problemsByField } from '@cockpit/core/modals';
import { FilePicker } from '@cockpit/core/inputs';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoFileProblem, readAsDataUrl } from './logo-file';
import '../settings-admin.css';
import { SettingsPage } from '../SettingsPage';
import { permissionPath } from '@cockpit/contracts/permission-names';

type CompanyInfo = ResultOf<typeof routes.CompanyInfo.get>;

const EMPTY: CompanyInfo = { companyName: '', address: '', contactPerson: '', phone: '', email: '', logo: null };

function Field({ label, problem, children }: { label: string; problem?: string; children: ReactNode }) {
  return (
    <label className={`admin-field${problem ? ' admin-field--problem' : ''}`}>
      <span className="admin-field__label">{label}</span>
      {children}
      {problem && (
        <span className="admin-problem" role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

/**
 * Company information (header/settings/can_edit_company_info): the company
 * name (required), address, contact details and logo of the business unit, saved with
 * CompanyInfo.save (which also needs data/can_edit_company_info). The name shows in the
 * dashboard's welcome and on report PDFs.
 */
export function CompanyInformationPage() {
  const runtime = useRuntime();
  const can = useCan();
  const { t } = useTranslation();
  const query = useQuery(routeQueryOptions(runtime.api, routes.CompanyInfo.get));
  const [form, setForm] = useState<CompanyInfo>(EMPTY);
  const [tried, setTried] = useState(false);
  const [logoProblem, setLogoProblem] = useState<string>();
  // Values the server refused, told at their fields in the user's language.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  const mayEdit = can(permissionPath('data', 'can_edit_company_info'));
  const nameMissing = !form.companyName.trim();
  const set = (field: keyof CompanyInfo) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoProblem(problem && t(problem, { kb: LOGO_MAX_BYTES / 1024 }));
    if (!problem) {
      const logo = await readAsDataUrl(file);
      setForm((f) => ({ ...f, logo }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    // 'Please fill the required fields', said here before the server would say it.
    if (nameMissing || logoProblem) return;
    setBusy(true);
    setRefused({});
    try {
      const saved = await runtime.api.call(routes.CompanyInfo.save, { body: form, silent: true });
      setForm(saved);
      query.refetch();
      // Everyone of the unit reads it from their settings; this session sees it at once.
      const { logo, ...info } = saved;
      runtime.settings.store.setState({ companyInfo: { ...info, hasLogo: Boolean(logo) } });
      void runtime.modals.open('success', { message: t('SettingsPages.company.saved') });
    } catch (error) {
      // The form keeps the input; a refused value is said at its field, anything else in the error modal.
      const atFields = isApiError(error) ? problemsByField(error.details, t) : {};
      if (Object.keys(atFields).length) setRefused(atFields);
      else if (isApiError(error) && !error.silent) void runtime.modals.error({ message: errorText(error, t, (key) => runtime.i18n.exists(key)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage testId="company-information" title={t('SettingsPages.company.title')}>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="card admin-card" disabled={!mayEdit || busy}>
          <legend>{t('SettingsPages.company.company')}</legend>
          <Field label={`${t('SettingsPages.company.companyName')} *`} problem={tried && nameMissing ? t('SettingsPages.requiredFields') : refused.companyName}>
            <input type="text" name="companyName" maxLength={200} value={form.companyName} onChange={set('companyName')} required />
          </Field>
          <Field label={t('SettingsPages.company.address')} problem={refused.address}>
            <textarea name="address" maxLength={500} value={form.address} onChange={set('address')} />
          </Field>
        </fieldset>
        <fieldset className="card admin-card" disabled={!mayEdit || busy}>
          <legend>{t('SettingsPages.company.contact')}</legend>
          <Field label={t('SettingsPages.company.contactPerson')} problem={refused.contactPerson}>
            <input type="text" name="contactPerson" maxLength={200} value={form.contactPerson} onChange={set('contactPerson')} />
          </Field>
          <Field label={t('SettingsPages.company.phone')} problem={refused.phone}>
            <input type="tel" name="phone" maxLength={50} value={form.phone} onChange={set('phone')} />
          </Field>
          <Field label={t('SettingsPages.company.email')} problem={refused.email}>
            <input type="email" name="email" maxLength={200} value={form.email} onChange={set('email')} />
          </Field>
        </fieldset>
        <fieldset className="card admin-card" disabled={!mayEdit || busy}>
          <legend>{t('SettingsPages.company.logo')}</legend>
          <div className="admin-logo">
            {form.logo ? (
              <img src={form.logo} alt={t('SettingsPages.company.logo')} data-testid="company-logo" />
            ) : (
              <div className="admin-logo__empty">{t('SettingsPages.company.noLogo')}</div>
            )}
          </div>
          <Field label={t('SettingsPages.company.uploadLogo')} problem={logoProblem ?? refused.logo}>
            <FilePicker name="logo" accept={LOGO_TYPES.join(',')} label={t('SettingsPages.company.uploadLogo')} onFile={(file) => void chooseLogo(file)} resetAfterChoice />
          </Field>
          <p className="admin-hint">{t('SettingsPages.company.logoHint', { kb: LOGO_MAX_BYTES / 1024 })}</p>
          {form.logo && (
            <button type="button" className="btn" onClick={() => setForm((f) => ({ ...f, logo: null }))}>
              {t('SettingsPages.company.removeLogo')}
            </button>
          )}
        </fieldset>
        <div className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={!mayEdit || busy} data-testid="company-save">
            {t('Common.save')}
          </button>
          {!mayEdit && <p className="admin-hint">{t('SettingsPages.company.readOnly')}</p>}
        </div>
      </form>
    </SettingsPage>
  );
}
