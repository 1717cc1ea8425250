import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@cockpit/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN } from '@cockpit/contracts/admin-permissions';
import { routeQueryOptions } from '@cockpit/core/api';
import { DATE_FORMATS, formatDateTime, formatNumber, REGIONS, TIME_FORMATS } from '@cockpit/core/format';
import { CONSOLE_LANGUAGES, switchLanguage } from '@cockpit/core/i18n';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import { formFromSettings, formProblems, LIMITS, NUMBER_LOCALES, sessionSettings, settingWrites, type FormField, type SettingsForm } from './settings-form';
import '../settings-pages.css';
import { Options } from '@cockpit/core/inputs';
import { PageHead } from '@cockpit/core/page';

const ALL_USERS = ADMIN.userSettings;

/** Keys whose seeded default users may not change (GET Seeding defaultUserSettings?canUserModify=false). */
function useLockedKeys(): Set<string> {
  const runtime = useRuntime();
  const query = useQuery(
    routeQueryOptions(runtime.api, routes.Seeding.defaultUserSettings, { query: { owner: 'userSettings', clientId: 'Cockpit', canUserModify: false }, silent: true }),
  );
  return useMemo(() => new Set((query.data ?? []).map((r) => r.key)), [query.data]);
}

function Field({ label, hint, problem, children }: { label: string; hint?: string; problem?: string; children: ReactNode }) {
  return (
    <label className={`settings-field${problem ? ' settings-field--problem' : ''}`}>
      <span className="settings-field__label">{label}</span>
      {children}
      {problem ? (
        <span className="settings-field__problem" role="alert">
          {problem}
        </span>
      ) : (
        hint && <span className="hint">{hint}</span>
      )}
    </label>
  );
}

/**
 * User settings, for holders of header/settings/user_settings (the route
 * guard keeps everyone else out): timestamp region and formats, number format, language,
 * grid limits, heartbeat and report refresh. "Save" writes the user's own records (PUT
 * User/settings); "Save for all" (header/settings/user_settings) the business unit's
 * (PUT User/settingsForAll). The language is the user's own, stored on the user.
 */
export function UserSettingsPage() {
  const runtime = useRuntime();
  const can = useCan();
  const { t, i18n } = useTranslation();
  const timeStampSettings = useSettings((s) => s.timeStampSettings);
  const numberFormatSettings = useSettings((s) => s.numberFormatSettings);
  const rowsLimit = useSettings((s) => s.rowsLimit);
  const takeLimit = useSettings((s) => s.takeLimit);
  const heartBeat = useSettings((s) => s.heartBeat);
  const reportDataRefreshMinutes = useSettings((s) => s.reportDataRefreshMinutes);
  const [saved, setSaved] = useState(() => formFromSettings({ timeStampSettings, numberFormatSettings, rowsLimit, takeLimit, heartBeat, reportDataRefreshMinutes }));
  const [form, setForm] = useState<SettingsForm>(saved);
  const [language, setLanguage] = useState(i18n.language);
  const [busy, setBusy] = useState(false);
  const locked = useLockedKeys();
  const problems = formProblems(form);
  const problemText = (field: FormField) => {
    const key = problems[field];
    if (!key) return undefined;
    const range = field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : undefined;
    return t(key, range ?? {});
  };
  const set = <K extends FormField>(field: K, value: SettingsForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const number = (field: 'rowsLimit' | 'takeLimit' | 'heartBeatSeconds' | 'reportDataRefreshMinutes', key: string) => (
    <input
      type="number"
      name={field}
      inputMode="numeric"
      min={LIMITS[field].min}
      max={LIMITS[field].max}
      value={Number.isFinite(form[field]) ? form[field] : ''}
      disabled={locked.has(key)}
      onChange={(e) => set(field, e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
  const lockedHint = (key: string) => (locked.has(key) ? t('UserSettings.locked') : undefined);
  const now = useMemo(() => new Date(), []);

  const write = async (forAll: boolean) => {
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const writes = (forAll ? settingWrites(form) : settingWrites(form, saved)).filter((w) => forAll || !locked.has(w.key));
      for (const w of writes) await runtime.api.call(forAll ? routes.User.settingsForAll : routes.User.settings, { body: w });
      if (!forAll) {
        if (language !== i18n.language) {
          await runtime.api.call(routes.User.changeDefaultLanguage, { body: { language } });
          await switchLanguage(i18n, runtime.loadCatalogue, language);
        }
        // The console uses the new settings at once, without signing in again.
        runtime.settings.store.setState(sessionSettings(form));
        setSaved(form);
      }
      void runtime.modals.open('success', { message: t(forAll ? 'UserSettings.savedForAll' : 'UserSettings.savedForMe') });
    } catch {
      // The error modal has said why (e.g. 'This setting cannot be changed'); the form keeps the input.
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void write(false);
  };

  return (
    <section className="page settings-page" data-testid="user-settings">
      <PageHead title={t('UserSettings.title')} />
      <form className="settings-form" onSubmit={submit} noValidate>
        <fieldset className="card settings-card">
          <legend>{t('UserSettings.dateTime')}</legend>
          <Field label={t('UserSettings.region')} hint={lockedHint('timeStampSettings')} problem={problemText('region')}>
            <select name="region" value={form.region} disabled={locked.has('timeStampSettings')} onChange={(e) => set('region', e.target.value)}>
              <Options items={REGIONS} value={(r) => r.id} label={(r) => t(r.label)} />
            </select>
          </Field>
          <Field label={t('UserSettings.dateFormat')} problem={problemText('dateFormat')}>
            <select name="dateFormat" value={form.dateFormat} disabled={locked.has('timeStampSettings')} onChange={(e) => set('dateFormat', e.target.value)}>
              <Options items={DATE_FORMATS} />
            </select>
          </Field>
          <Field label={t('UserSettings.timeFormat')} problem={problemText('timeFormat')}>
            <select name="timeFormat" value={form.timeFormat} disabled={locked.has('timeStampSettings')} onChange={(e) => set('timeFormat', e.target.value)}>
              <Options items={TIME_FORMATS} />
            </select>
          </Field>
          <p className="settings-preview" data-testid="timestamp-preview">
            {t('UserSettings.preview')}: {problems.region ? '—' : formatDateTime(now, { region: form.region, dateFormat: form.dateFormat, timeFormat: form.timeFormat })}
          </p>
        </fieldset>

        <fieldset className="card settings-card">
          <legend>{t('UserSettings.numbersAndLanguage')}</legend>
          <Field label={t('UserSettings.numberFormat')} hint={lockedHint('numberFormatSettings')} problem={problemText('numberLocale')}>
            <select name="numberLocale" value={form.numberLocale} disabled={locked.has('numberFormatSettings')} onChange={(e) => set('numberLocale', e.target.value)}>
              <Options items={NUMBER_LOCALES} label={(l) => `${l} — ${formatNumber(1234567.89, { locale: l }, 2)}`} />
            </select>
          </Field>
          <Field label={t('UserSettings.language')} hint={t('UserSettings.languageHint')}>
            <select name="language" value={language} onChange={(e) => setLanguage(e.target.value)}>
              <Options items={CONSOLE_LANGUAGES} label={(code) => t(`Languages.${code}`)} />
            </select>
          </Field>
        </fieldset>

        <fieldset className="card settings-card">
          <legend>{t('UserSettings.limits')}</legend>
          <Field label={t('UserSettings.rowsLimit')} hint={lockedHint('rowsLimit') ?? t('UserSettings.rowsLimitHint')} problem={problemText('rowsLimit')}>
            {number('rowsLimit', 'rowsLimit')}
          </Field>
          <Field label={t('UserSettings.takeLimit')} hint={lockedHint('takeLimit') ?? t('UserSettings.takeLimitHint')} problem={problemText('takeLimit')}>
            {number('takeLimit', 'takeLimit')}
          </Field>
          <Field label={t('UserSettings.heartBeat')} hint={lockedHint('heartBeat') ?? t('UserSettings.heartBeatHint')} problem={problemText('heartBeatSeconds')}>
            {number('heartBeatSeconds', 'heartBeat')}
          </Field>
          <Field
            label={t('UserSettings.reportRefresh')}
            hint={lockedHint('reportDataRefreshMinutes') ?? t('UserSettings.reportRefreshHint')}
            problem={problemText('reportDataRefreshMinutes')}
          >
            {number('reportDataRefreshMinutes', 'reportDataRefreshMinutes')}
          </Field>
        </fieldset>

        <div className="settings-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || Object.keys(problems).length > 0} data-testid="settings-save">
            {t('UserSettings.saveForMe')}
          </button>
          {can(ALL_USERS) && (
            <button type="button" className="btn" disabled={busy || Object.keys(problems).length > 0} onClick={() => void write(true)} data-testid="settings-save-all">
              {t('UserSettings.saveForAll')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
