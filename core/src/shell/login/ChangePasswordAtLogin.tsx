import { useState, type FormEvent } from 'react';
import { platformRoutes as routes } from '../../api/platform-routes';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useRuntime } from '../../runtime/RuntimeContext';

/**
 * The at-login password change (PUT User changePasswordAtLogin): shown instead of
 * the console when the sign-in answered changePasswordRequired. The limited token it was given
 * opens only this call; it is never stored as the session. On success a success dialog, then back
 * to the sign-in form after 1 s (logout after 1 s); a refusal (400) reopens the form
 * with the server's reason.
 */
export function ChangePasswordAtLogin({ token, onDone }: { token: string; onDone: (changed: boolean) => void }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      // A route of the table: called by its definition, before the schemas (and their path table) are loaded.
      await runtime.api.call(routes.User.changePasswordAtLogin, {
        body: { oldPassword, newPassword, confirmPassword },
        headers: { Authorization: `Bearer ${token}` },
        silent: true,
      });
      void runtime.modals.open('success', { message: t('Login.changePassword.success') });
      setTimeout(() => onDone(true), 1000);
    } catch (error) {
      setFailure(isApiError(error) && error.status === 400 ? error.message : t('Login.unavailable'));
      setBusy(false);
    }
  };

  return (
    <form className="login__card" onSubmit={submit} noValidate data-testid="change-password-at-login">
      <div className="login__brand">
        <img src="/logo.svg" alt="" width={40} height={40} />
        <div>
          <h1>{t('Login.changePassword.title')}</h1>
          <p>{t('Login.changePassword.intro')}</p>
        </div>
      </div>
      <label>
        {t('Login.changePassword.current')}
        <input type="password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} autoComplete="current-password" required autoFocus />
      </label>
      <label>
        {t('Login.changePassword.new')}
        <input type="password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoComplete="new-password" required />
      </label>
      <label>
        {t('Login.changePassword.confirm')}
        <input type="password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} autoComplete="new-password" required aria-invalid={mismatch} />
      </label>
      {mismatch && <p className="login__failure">{t('Login.changePassword.mismatch')}</p>}
      {failure && (
        <p className="login__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary login__submit" disabled={busy || !oldPassword || !newPassword || mismatch || !confirmPassword}>
        {t('Login.changePassword.submit')}
      </button>
      <div className="login__footer">
        <button type="button" className="link" onClick={() => onDone(false)}>
          {t('Login.changePassword.cancel')}
        </button>
      </div>
    </form>
  );
}
