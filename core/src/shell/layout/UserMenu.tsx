import { useEffect, useRef, useState } from 'react';
import { ServerInfo } from '@cockpit/contracts/generated/route-refs';
import type { ResultOf } from '../../api/client';
import { platformRoutes as routes } from '../../api/platform-routes';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../permissions/rules';
import { useRuntime, useSession, useSettings } from '../../runtime/RuntimeContext';
import { Icon } from '../icons';
import { Avatar } from './Avatar';

type ServerVersion = ResultOf<typeof ServerInfo.version>;

/** The server's version details (GET Settings/version), fetched once when an administrator first opens the menu. */
function useServerVersion(wanted: boolean): ServerVersion | undefined {
  const runtime = useRuntime();
  const [info, setInfo] = useState<ServerVersion>();
  useEffect(() => {
    if (!wanted || info) return;
    let live = true;
    runtime.api
      .call(ServerInfo.version, { silent: true })
      .then((answer) => live && setInfo(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, info, runtime]);
  return info;
}

/**
 * The user dropdown: picture, business unit, user name, picture upload, language (with the time
 * zone), change password and logout with the version (administrators see it extended).
 */
export function UserMenu() {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const userName = useSession((s) => s.userName ?? '');
  const businessUnitName = useSession((s) => s.businessUnitName ?? '');
  const picture = useSession((s) => s.picture);
  const roles = useSession((s) => s.roles);
  const displayName = useSettings((s) => s.displayName) || userName;
  const region = useSettings((s) => s.timeStampSettings.region);

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    // Registered a moment later so that the opening click does not close it again (50 ms).
    const timer = setTimeout(() => document.addEventListener('mousedown', onClick), 50);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    const answer = await runtime.api.call(routes.UserSession.logout, { silent: true }).catch(() => undefined);
    runtime.signOutLocally();
    // Signed in through the OpenId provider: its session ends too (RP-initiated logout); the
    // provider sends the browser back to the sign-in page.
    const endSessionUrl = answer && typeof answer === 'object' ? answer.endSessionUrl : undefined;
    if (endSessionUrl) window.location.assign(endSessionUrl);
    else navigate('/login', { replace: true });
  };

  const administrator = isAdministrator(roles);
  const serverInfo = useServerVersion(open && administrator);
  // Administrators see the extended version: client build, commit, server version and database kind.
  const extended = [
    runtime.env.buildInfo,
    serverInfo && `build ${serverInfo.build}`,
    serverInfo && `commit ${serverInfo.commit}`,
    serverInfo && `server ${serverInfo.serverVersion}`,
    serverInfo?.database,
  ]
    .filter(Boolean)
    .join(' · ');
  const version = runtime.env.clientVersion;
  const openModal = (template: string) => {
    setOpen(false);
    void runtime.modals.open(template);
  };

  return (
    <div className="user-menu" ref={ref}>
      <button type="button" className="user-menu__trigger" onClick={() => setOpen((o) => !o)} aria-haspopup="menu" aria-expanded={open} data-testid="user-menu">
        <Avatar picture={picture} name={displayName} />
        <span className="user-menu__name">{displayName}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="user-menu__panel">
          <div className="user-menu__who">
            <div className="user-menu__picture">
              <Avatar picture={picture} name={displayName} size={56} />
              <button type="button" className="user-menu__upload" onClick={() => openModal('uploadPhoto')} aria-label={t('User.uploadPicture')} title={t('User.uploadPicture')}>
                <Icon name="camera" size={14} />
              </button>
            </div>
            <div>
              <div className="user-menu__display">{displayName}</div>
              <div className="user-menu__meta">{userName}</div>
              <div className="user-menu__meta" data-testid="business-unit">
                {businessUnitName}
              </div>
            </div>
          </div>
          {/* Only the commands are the menu: the picture and names above are not menu items (ARIA). */}
          <div role="menu" aria-label={displayName}>
            <button type="button" role="menuitem" className="user-menu__item" onClick={() => openModal('changeLanguage')}>
              <Icon name="language" />
              <span>
                {t('User.language')}: {t(`Languages.${i18n.language}`)} <span className="user-menu__meta">({region})</span>
              </span>
            </button>
            <button type="button" role="menuitem" className="user-menu__item" onClick={() => openModal('changePassword')}>
              <Icon name="key" />
              <span>{t('User.changePassword')}</span>
            </button>
            <button type="button" role="menuitem" className="user-menu__item" onClick={() => void logout()}>
              <Icon name="logout" />
              <span>{t('User.logout')}</span>
              <span className="user-menu__version">v{version}</span>
            </button>
          </div>
          {administrator && extended && (
            <div className="user-menu__build" data-testid="extended-version">
              {extended}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
