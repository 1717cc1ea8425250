import { useEffect, useRef, useState } from 'react';
import { platformRoutes as routes } from '../../api/platform-routes';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { useRuntime, useSession, useSettings } from '../../runtime/RuntimeContext';
import { bootstrapSession } from '../bootstrap-session';
import { startHeartbeat } from '../../session/heartbeat';
import { isExpired } from '../../session/jwt';
import { createMenuStore } from '../menu/menu-store';
import { useSchemaValidator } from '../pages/schema-validator-context';
import { PageResolver } from '../pages/PageResolver';
import { Header } from './Header';
import { LeftMenu } from './LeftMenu';
import { SettingsPanel } from './SettingsPanel';
import { LoaderBar } from './LoaderBar';
import './layout.css';

/** Header, collapsible left menu, settings panel and the main area. */
export function Layout() {
  const runtime = useRuntime();
  const validate = useSchemaValidator();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const claims = useSession((s) => s.claims);
  // Who was signed in, so that "back to this page after signing in" is offered to that user only.
  const userName = useSession((s) => s.userName);
  const lastUser = useRef(userName);
  if (userName) lastUser.current = userName;
  const ready = useSettings((s) => s.ready);
  const heartBeat = useSettings((s) => s.heartBeat);
  const [menu] = useState(() => createMenuStore(window.innerWidth));
  const menuState = useStore(menu.store);
  const [bootError, setBootError] = useState<string>();

  // After a 401/403 the API client signs out; go to login from wherever we are. Once the session
  // is gone this layout's own guard (below) makes that move, keeping the page to come back to; a
  // second move from here would go to login twice (it must happen once).
  useEffect(() => {
    runtime.onSignedOut = () => {
      if (runtime.session.get().token) navigate('/login', { replace: true });
    };
    return () => {
      runtime.onSignedOut = undefined;
    };
  }, [runtime, navigate]);

  // A page load with a valid stored token loads the session's settings again.
  useEffect(() => {
    if (!token || ready) return;
    bootstrapSession(runtime, validate).catch((e: Error) => setBootError(e.message));
  }, [token, ready, runtime, validate]);

  // The heartbeat runs while signed in.
  useEffect(() => {
    if (!token || !ready) return;
    return startHeartbeat(() => runtime.api.call(routes.UserSession.heartbeat, { silent: true }), heartBeat);
  }, [token, ready, heartBeat, runtime]);

  // An expired token means logout and a move to /login.
  useEffect(() => {
    if (!claims?.exp) return;
    const ms = claims.exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        runtime.signOutLocally();
        navigate('/login', { replace: true });
      },
      Math.max(0, Math.min(ms, 2_147_000_000)),
    );
    return () => clearTimeout(timer);
  }, [claims, runtime, navigate]);

  useEffect(() => {
    const onResize = () => menu.resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [menu]);

  if (!token || isExpired(claims)) return <Navigate to="/login" replace state={{ from: location.pathname + location.search, userName: lastUser.current }} />;
  if (bootError) {
    return (
      <div className="boot-error" role="alert">
        <h1>{t('Shell.bootFailed')}</h1>
        <p>{bootError}</p>
        <button className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('Common.retry')}
        </button>
      </div>
    );
  }
  if (!ready)
    return (
      <div className="boot-loading" aria-busy="true">
        {t('Common.loading')}
      </div>
    );

  return (
    <div className={`shell shell--menu-${menuState.menu}${menuState.settings === 'extended' ? ' shell--settings-open' : ''}`}>
      <Header menu={menu} menuState={menuState} />
      <LoaderBar />
      <LeftMenu menu={menu} menuState={menuState} />
      {menuState.settings === 'extended' && <SettingsPanel onClose={() => menu.toggleSettings()} />}
      <main className="shell__main" id="main">
        <PageResolver />
      </main>
    </div>
  );
}
