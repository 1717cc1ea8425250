import { useMenuButton } from '../../modals';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VIEW_ID, VIEW_SCOPES, type CustomViewHeader, type ViewScope } from '../view-types';
import type { GridViews } from './use-grid-views';
import './views.css';

const SCOPE_HEADING: Record<ViewScope, string> = { user: 'Views.groupUser', businessUnit: 'Views.groupBusinessUnit', all: 'Views.groupAll' };

/**
 * The view menu of a grid page: the default view and the saved views by scope (the primary one
 * marked), then save, delete and the primary-view settings.
 */
export function ViewSelector({ views }: { views: GridViews }) {
  const { t } = useTranslation();
  const menu = useMenuButton('menu');
  if (!views.enabled) return null;
  const name = (v: CustomViewHeader) => (v.id === DEFAULT_VIEW_ID ? t('Views.defaultName') : v.customViewName);
  const run = (fn: () => Promise<void>) => () => {
    // The focus goes back to the menu's button first, so a dialog the choice opens returns it there.
    menu.close();
    void fn();
  };
  const item = (v: CustomViewHeader) => (
    <button
      key={v.id}
      type="button"
      role="menuitemradio"
      aria-checked={views.current?.id === v.id}
      className={`dropdown__item view-menu__view${views.current?.id === v.id ? ' view-menu__view--current' : ''}`}
      data-view={v.customViewName}
      onClick={run(() => views.switchTo(v))}
    >
      <span>{name(v)}</span>
      {views.primary?.id === v.id && <span className="view-menu__badge">{t('Views.primaryMark')}</span>}
    </button>
  );
  const defaults = views.views.filter((v) => v.id === DEFAULT_VIEW_ID);
  return (
    <div className="dropdown view-menu" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small view-menu__trigger" {...menu.triggerProps} data-testid="view-menu">
        <span className="view-menu__label">{t('Views.view')}:</span> <strong data-testid="current-view">{views.current ? name(views.current) : '…'}</strong> ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu dropdown__menu--scroll view-menu__menu" {...menu.popupProps} aria-label={t('Views.view')}>
          {defaults.map(item)}
          {VIEW_SCOPES.map((scope) => {
            const list = views.views.filter((v) => v.id !== DEFAULT_VIEW_ID && v.scope === scope);
            if (!list.length) return null;
            return (
              <div key={scope} role="group" aria-label={t(SCOPE_HEADING[scope])}>
                <div className="view-menu__heading">{t(SCOPE_HEADING[scope])}</div>
                {list.map(item)}
              </div>
            );
          })}
          <hr className="view-menu__rule" />
          {views.saveScopes.length > 0 && (
            <button type="button" role="menuitem" className="dropdown__item" data-testid="view-save" onClick={run(views.save)}>
              {t('Views.saveView')}
            </button>
          )}
          {views.current && views.current.id !== DEFAULT_VIEW_ID && (
            <button
              type="button"
              role="menuitem"
              className="dropdown__item"
              data-testid="view-delete"
              // Not the caller's to delete: shown, but disabled, with the reason on hover and for screen readers.
              aria-disabled={views.deleteRefusal ? true : undefined}
              title={views.deleteRefusal ? t(views.deleteRefusal) : undefined}
              onClick={views.deleteRefusal ? undefined : run(views.deleteCurrent)}
            >
              {t('Views.deleteView', { name: views.current.customViewName })}
              {views.deleteRefusal && <span className="visually-hidden"> ({t(views.deleteRefusal)})</span>}
            </button>
          )}
          <button type="button" role="menuitem" className="dropdown__item" data-testid="view-primary" onClick={run(views.editPrimary)}>
            {t('Views.primaryView')}
          </button>
        </div>
      )}
    </div>
  );
}
