import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuState, MenuStore } from '../menu/menu-store';
import { useRuntime } from '../../runtime/RuntimeContext';
import { Icon } from '../icons';
import { UserMenu } from './UserMenu';

/** Menu toggle, logo to the dashboard, help link and the user dropdown. */
export function Header({ menu, menuState }: { menu: MenuStore; menuState: MenuState }) {
  const { t } = useTranslation();
  const { env } = useRuntime();
  const helpUrl = env.helpUrl.replace('{token}', encodeURIComponent(env.helpToken));
  return (
    <header className="header">
      <button
        type="button"
        className="icon-btn header__toggle"
        onClick={() => menu.toggle()}
        disabled={menuState.narrow}
        aria-label={t('Shell.toggleMenu')}
        aria-expanded={menuState.menu === 'extended'}
        title={menuState.narrow ? t('Shell.menuNarrow') : t('Shell.toggleMenu')}
      >
        <Icon name="menu" size={22} />
      </button>
      <Link to="/" className="header__logo" aria-label={t('Shell.toDashboard')}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>Cockpit</span>
      </Link>
      <div className="header__spacer" />
      <a className="icon-btn header__help" href={helpUrl} target="_blank" rel="noreferrer noopener" aria-label={t('Shell.help')} title={t('Shell.help')}>
        <Icon name="help" size={20} />
      </a>
      <UserMenu />
    </header>
  );
}
