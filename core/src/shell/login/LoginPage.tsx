import { useEffect, useRef, useState, type FormEvent } from 'react';
import { platformRoutes as routes } from '../../api/platform-routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, retryAfterMinutes } from '../../api/api-error';
import type { ResultOf } from '../../api/client';
import { switchLanguage } from '../../i18n/i18n';
import { getCookie, setCookie } from '../../session/cookies';
import { useRuntime } from '../../runtime/RuntimeContext';
import { pageAfterSignIn } from './page-after-sign-in';
import { ChangePasswordAtLogin } from './ChangePasswordAtLogin';
import { useSchemaValidator } from '../pages/schema-validator-context';
import './login.css';
import type { CockpitRuntime } from '../../runtime/runtime';
import type { SchemaValidator } from '../../schema-store/load-schemas';

/**
 * The session's start-up once a sign-in went through. Its code is the signed-in shell's (the
 * signed-in chunk, which the console shows next): fetched then, so that neither the sign-in page
 * nor this page's own chunk carries it.
 */
const startSession = (runtime: CockpitRuntime, validate: SchemaValidator | undefined) => import('../bootstrap-session').then((m) => m.bootstrapSession(runtime, validate));
// The one file, not the folder's index: the sign-in page must not pull the date input (and dayjs) into the boot chunk.

type Language = ResultOf<typeof routes.Localization.languages>[number];

/** The sign-in screen. /login-internal is the same form for internal accounts. */
export function LoginPage({ internal = false }: { internal?: boolean }) {
  const runtime = useRuntime();
  const validate = useSchemaValidator();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [businessUnitName, setBusinessUnitName] = useState(() => getCookie(document, 'businessUnit') ?? '');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const passwordField = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [languages, setLanguages] = useState<Language[]>([]);
  const [openId, setOpenId] = useState(false);
  // The sign-in answered changePasswordRequired: its limited token, for the at-login change only.
  const [changeToken, setChangeToken] = useState<string>();

  useEffect(() => {
    runtime.api.call(routes.Localization.languages, { silent: true }).then(
      (list) => setLanguages(list.filter((l) => l.signIn)),
      () => setLanguages([]),
    );
  }, [runtime]);

  // The OpenId button is offered when the business unit has it.
  useEffect(() => {
    if (!businessUnitName) return setOpenId(false);
    const timer = setTimeout(() => {
      runtime.api.call(routes.Authentication.openIdEnabled, { query: { businessUnitName }, silent: true }).then(setOpenId, () => setOpenId(false));
    }, 300);
    return () => clearTimeout(timer);
  }, [businessUnitName, runtime]);

  const changeLanguage = async (code: string) => {
    await switchLanguage(i18n, runtime.loadCatalogue, code).catch(() => i18n.changeLanguage(code));
    setCookie(document, 'defaultLanguage', code);
  };

  // Back from the OpenId provider: ?oidc=<one-time code> is exchanged for the session token by a
  // POST (the token never travels in an address); ?oidcError=<reason> is said in words.
  const [oidcCode] = useState(() => new URLSearchParams(location.search).get('oidc'));
  const [oidcError] = useState(() => new URLSearchParams(location.search).get('oidcError'));
  useEffect(() => {
    if (oidcError) {
      const reasons: Record<string, string> = { unknownUser: 'openIdUnknownUser', expired: 'openIdExpired', refused: 'openIdRefused' };
      setFailure(t(`Login.${reasons[oidcError] ?? 'openIdFailed'}`));
      navigate('/login', { replace: true, state: location.state });
    }
    if (!oidcCode) return;
    let cancelled = false;
    setBusy(true);
    navigate('/login', { replace: true, state: location.state });
    runtime.api
      .call(routes.Authentication.oidcToken, { body: { code: oidcCode }, silent: true })
      .then(async (answer) => {
        if (cancelled) return;
        runtime.session.signIn(answer.userName, answer);
        await startSession(runtime, validate);
        navigate(pageAfterSignIn(location.state, answer.userName), { replace: true });
      })
      .catch(() => {
        if (cancelled) return;
        setFailure(t('Login.openIdExpired'));
        runtime.session.signOut();
      })
      .finally(() => setBusy(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the provider sent the browser back to
  }, []);

  const signInWithOpenId = async () => {
    setFailure(undefined);
    try {
      const address = await runtime.api.call(routes.Authentication.oidcAddress, { query: { businessUnitName, language: i18n.language }, silent: true });
      setCookie(document, 'businessUnit', businessUnitName);
      window.location.assign(address);
    } catch (error) {
      if (isApiError(error) && error.status === 403) setFailure(t('Login.openIdNotEnabled'));
      else if (isApiError(error) && error.status === 503 && error.code === 'OpenIdNotConfigured') setFailure(t('Login.openIdNotConfigured'));
      else if (isApiError(error) && error.status === 503) setFailure(t('Login.openIdUnavailable'));
      else setFailure(t('Login.unavailable'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await runtime.api.call(routes.Authentication.user, {
        body: { businessUnitName, userName, password },
        silent: true,
      });
      if (answer.changePasswordRequired) {
        setChangeToken(answer.accessToken);
        return;
      }
      runtime.session.signIn(userName, answer);
      await startSession(runtime, validate);
      navigate(pageAfterSignIn(location.state, userName), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) setFailure(t('Login.failed'));
      else if (isApiError(error) && error.status === 429) setFailure(t('Login.tooManyAttempts', { count: retryAfterMinutes(error) }));
      else if (isApiError(error) && error.status === 400) setFailure(t('Login.missingFields'));
      else setFailure(t('Login.unavailable'));
      // A refused password is not left in its field to be sent again; the user types it anew.
      if (isApiError(error) && error.status !== 0 && error.status < 500) {
        setPassword('');
        passwordField.current?.focus();
      }
      runtime.session.signOut();
    } finally {
      setBusy(false);
    }
  };

  if (changeToken) {
    return (
      <div className="login">
        <ChangePasswordAtLogin
          token={changeToken}
          onDone={(changed) => {
            setChangeToken(undefined);
            setPassword('');
            if (changed) setFailure(undefined);
          }}
        />
      </div>
    );
  }

  return (
    <div className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <div className="login__brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <div>
            <h1>Cockpit</h1>
            <p>{internal ? t('Login.internalTitle') : t('Login.title')}</p>
          </div>
        </div>
        <label>
          {t('Login.businessUnit')}
          <input name="businessUnitName" value={businessUnitName} onChange={(e) => setBusinessUnitName(e.target.value)} autoComplete="organization" required />
        </label>
        <label>
          {t('Login.userName')}
          <input name="userName" value={userName} onChange={(e) => setUserName(e.target.value)} autoComplete="username" required autoFocus />
        </label>
        <label>
          {t('Login.password')}
          <input ref={passwordField} name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </label>
        {failure && (
          <p className="login__failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--primary login__submit" disabled={busy || !businessUnitName || !userName || !password}>
          {busy ? t('Login.signingIn') : t('Login.logIn')}
        </button>
        {openId && (
          <button type="button" className="btn login__openid" disabled={busy} onClick={() => void signInWithOpenId()}>
            {t('Login.logInWithOpenId')}
          </button>
        )}
        <div className="login__footer">
          <button type="button" className="link" onClick={() => runtime.modals.open('warning', { title: t('Login.forgotPassword'), message: t('Login.forgotPasswordHelp') })}>
            {t('Login.forgotPassword')}
          </button>
          <label className="login__language">
            <span className="visually-hidden">{t('Login.language')}</span>
            <select aria-label={t('Login.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)}>
              {(languages.length ? languages : [{ code: 'en-GB', name: 'English' }]).map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </form>
    </div>
  );
}
