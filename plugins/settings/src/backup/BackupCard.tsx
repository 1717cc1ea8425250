import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import { isApiError } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';

/** Today's date for the file name, e.g. cockpit-backup-2026-11-26.tar.gz. */
const fileName = () => `cockpit-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`;

/**
 * The installation's backup, for a global administrator: it holds every business unit's data and
 * password hashes, so the server asks for the administrator's own password again on every download
 * (and never puts the installation's secrets in it). A wrong password is said here, in words.
 */
export function BackupCard() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await runtime.api.call(routes.Admin.backup, { body: { password }, binary: true, silent: true });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName();
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      void runtime.modals.open('success', { message: t('SettingsPages.backup.downloaded') });
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      if (isApiError(error) && error.code === 'WrongPassword') setProblem(t('SettingsPages.backup.wrongPassword'));
      else if (isApiError(error) && error.code === 'TooManyAttempts') setProblem(t('SettingsPages.backup.tooManyAttempts'));
      else setProblem(isApiError(error) ? error.message : t('SettingsPages.backup.failed'));
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form
      className="card admin-card"
      data-testid="backup-card"
      onSubmit={(e) => {
        e.preventDefault();
        void download();
      }}
    >
      <h2>{t('SettingsPages.backup.title')}</h2>
      <p className="admin-hint">{t('SettingsPages.backup.hint')}</p>
      <label className="admin-field">
        <span className="admin-field__label">{t('SettingsPages.backup.password')}</span>
        <input type="password" name="backupPassword" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      {problem && (
        <p role="alert" className="admin-problem">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !password} data-testid="backup-download">
          {busy ? t('SettingsPages.backup.working') : t('SettingsPages.backup.download')}
        </button>
      </div>
    </form>
  );
}
