import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusinessUnit, FeatureSettings } from '../../routes';
import { routeQueryOptions } from '@cockpit/core/api';
import { CODE_SWITCHES, FEATURE_FLAGS, isGlobalAdmin } from '@cockpit/core/permissions';
import { useRuntime, useSession } from '@cockpit/core/runtime';
import { toggle } from '../user-management/role-form';
import { BackupCard } from '../backup/BackupCard';
import '../settings-admin.css';
import { SettingsPage } from '../SettingsPage';
import { Options } from '@cockpit/core/inputs';

function Switches({
  names,
  on,
  onChange,
  testId,
  describe,
}: {
  names: readonly string[];
  on: string[];
  onChange(next: string[]): void;
  testId: string;
  /** What a switch does, shown under its name. */
  describe?: (name: string) => string;
}) {
  return (
    <div className="admin-checks" data-testid={testId}>
      {names.map((name) => (
        <label key={name}>
          <input type="checkbox" name={name} checked={on.includes(name)} onChange={(e) => onChange(toggle(on, name, e.target.checked))} />
          {name}
          {describe && <span className="admin-hint"> {describe(name)}</span>}
        </label>
      ))}
    </div>
  );
}

/**
 * Feature flags and code switches: a global
 * administrator switches them per business unit. A flag reaches the unit's users in their token at
 * their next sign-in, and with it the routes it gates.
 */
export function FeatureFlagsPage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const ownUnit = useSession((s) => s.claims?.bu);
  const globalAdmin = isGlobalAdmin(useSession((s) => s.roles));
  const units = useQuery(routeQueryOptions(runtime.api, BusinessUnit.list));
  const [unit, setUnit] = useState<number | undefined>(ownUnit);
  const flags = useQuery({ ...routeQueryOptions(runtime.api, FeatureSettings.EnabledFeatureFlags, { query: { businessUnitId: unit } }), enabled: unit !== undefined });
  const codes = useQuery({ ...routeQueryOptions(runtime.api, FeatureSettings.EnabledCodeSwitches, { query: { businessUnitId: unit } }), enabled: unit !== undefined });
  const [flagsOn, setFlagsOn] = useState<string[]>([]);
  const [codesOn, setCodesOn] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFlagsOn(flags.data ?? []), [flags.data]);
  useEffect(() => setCodesOn(codes.data ?? []), [codes.data]);

  const save = async () => {
    setBusy(true);
    try {
      await runtime.api.call(FeatureSettings.saveEnabledFeatureFlags, { body: { businessUnitId: unit, featureFlags: flagsOn } });
      await runtime.api.call(FeatureSettings.saveEnabledCodeSwitches, { body: { businessUnitId: unit, codeSwitches: codesOn } });
      await Promise.all([flags.refetch(), codes.refetch()]);
      void runtime.modals.open('success', { message: t('SettingsPages.features.saved') });
    } catch {
      // Shown by the error modal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage testId="feature-flags" title={t('SettingsPages.features.title')}>
      <div className="card admin-card">
        <label className="admin-field">
          <span className="admin-field__label">{t('SettingsPages.features.businessUnit')}</span>
          <select name="businessUnit" value={unit ?? ''} onChange={(e) => setUnit(Number(e.target.value))}>
            <Options items={units.data ?? []} value={(u) => u.id} label={(u) => u.name} />
          </select>
        </label>
        <p className="admin-hint">{t('SettingsPages.features.hint')}</p>
      </div>
      <fieldset className="card admin-card" disabled={busy}>
        <legend>{t('SettingsPages.features.featureFlags')}</legend>
        <Switches names={FEATURE_FLAGS} on={flagsOn} onChange={setFlagsOn} testId="feature-flag-list" describe={(name) => t(`Features.${name}`)} />
      </fieldset>
      <fieldset className="card admin-card" disabled={busy}>
        <legend>{t('SettingsPages.features.codeSwitches')}</legend>
        <Switches names={CODE_SWITCHES} on={codesOn} onChange={setCodesOn} testId="code-switch-list" describe={(name) => t(`SettingsPages.features.codeSwitch.${name}`)} />
      </fieldset>
      <div className="admin-actions">
        <button type="button" className="btn btn--primary" disabled={busy || unit === undefined} onClick={() => void save()} data-testid="features-save">
          {t('Common.save')}
        </button>
      </div>
      {/* The whole installation's backup sits with its other installation-wide settings. */}
      {globalAdmin && <BackupCard />}
    </SettingsPage>
  );
}
