import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { visibleRoutes, type MenuRoute } from '../../routing/menu-routes';
import { useSettings } from '../../runtime/RuntimeContext';
import type { MenuState, MenuStore } from '../menu/menu-store';
import { Icon } from '../icons';
import { useResolvable } from '../pages/use-resolvable';

function MenuLink({ route, onSelect, collapsed }: { route: MenuRoute; onSelect(): void; collapsed: boolean }) {
  const { t } = useTranslation();
  const label = t(route.displayName);
  return (
    <NavLink to={`/${route.path ?? ''}`} end className="menu__link" onClick={onSelect} title={collapsed ? label : undefined} data-route={route.routeName}>
      <Icon name={route.icon ?? 'dashboard'} />
      <span className="menu__label">{label}</span>
    </NavLink>
  );
}

/** An item with nested routes: an accordion when extended, a flyout on hover when collapsed. */
function MenuGroup({ route, onSelect, collapsed }: { route: MenuRoute; onSelect(): void; collapsed: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const label = t(route.displayName);
  return (
    <li className="menu__group" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <button type="button" className="menu__link menu__accordion" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name={route.icon ?? 'dashboard'} />
        <span className="menu__label">{label}</span>
        <span className="menu__chevron">
          <Icon name={open ? 'chevronDown' : 'chevronRight'} size={14} />
        </span>
      </button>
      {!collapsed && open && (
        <ul className="menu__nested">
          {route.routes?.map((r) => (
            <li key={r.routeName}>
              <MenuLink route={r} onSelect={onSelect} collapsed={false} />
            </li>
          ))}
        </ul>
      )}
      {collapsed && hover && <Flyout route={route} onSelect={onSelect} />}
    </li>
  );
}

function Flyout({ route, onSelect }: { route: MenuRoute; onSelect(): void }) {
  const { t } = useTranslation();
  return (
    <div className="menu__flyout" role="menu">
      <div className="menu__flyout-title">{t(route.displayName)}</div>
      {(route.routes ?? [route]).map((r) => (
        <NavLink key={r.routeName} to={`/${r.path ?? ''}`} className="menu__flyout-link" onClick={onSelect} role="menuitem">
          {t(r.displayName)}
        </NavLink>
      ))}
    </div>
  );
}

/** A fixed Dashboard item, then the server's route configuration. */
export function LeftMenu({ menu, menuState }: { menu: MenuStore; menuState: MenuState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSettings((s) => s.routes);
  const settingsMenu = useSettings((s) => s.settingsMenu);
  const collapsed = menuState.menu === 'collapsed';
  const [hovered, setHovered] = useState<string>();
  const resolvable = useResolvable();
  const keepResolvable = (list: MenuRoute[]): MenuRoute[] =>
    list.map((r) => (r.routes ? { ...r, routes: keepResolvable(r.routes) } : r)).filter((r) => (r.routes ? r.routes.length > 0 : resolvable(r.path)));
  const items = keepResolvable(visibleRoutes(routes));
  const settingsItems = settingsMenu.flatMap((g) => g.items).filter((i) => i.isAllowed && resolvable(i.path));
  const dashboard: MenuRoute = { routeName: 'dashboard', displayName: 'Menu.dashboard', path: '', icon: 'dashboard', order: 0, isAllowed: true };

  const openSettings = () => {
    const wasOpen = menuState.settings === 'extended';
    menu.toggleSettings();
    // Jump to the first permitted route of the General group.
    const first = settingsMenu.find((g) => g.group === 'General')?.items.find((i) => i.isAllowed && resolvable(i.path));
    if (!wasOpen && first) navigate(`/${first.path}`);
  };

  return (
    <nav className="menu" aria-label={t('Shell.mainMenu')}>
      <ul className="menu__list">
        {[dashboard, ...items].map((route) =>
          route.routes ? (
            <MenuGroup key={route.routeName} route={route} onSelect={() => menu.mainItemSelected()} collapsed={collapsed} />
          ) : (
            <li key={route.routeName} onMouseEnter={() => setHovered(route.routeName)} onMouseLeave={() => setHovered(undefined)} className="menu__item">
              <MenuLink route={route} onSelect={() => menu.mainItemSelected()} collapsed={collapsed} />
              {collapsed && hovered === route.routeName && <Flyout route={route} onSelect={() => menu.mainItemSelected()} />}
            </li>
          ),
        )}
      </ul>
      {settingsItems.length > 0 && (
        <button
          type="button"
          className={`menu__link menu__settings${menuState.settings === 'extended' ? ' active' : ''}`}
          onClick={openSettings}
          aria-expanded={menuState.settings === 'extended'}
          title={collapsed ? t('Shell.settings') : undefined}
        >
          <Icon name="settings" />
          <span className="menu__label">{t('Shell.settings')}</span>
        </button>
      )}
    </nav>
  );
}
