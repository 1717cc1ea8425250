import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../runtime/RuntimeContext';
import { Icon } from '../icons';
import { useResolvable } from '../pages/use-resolvable';

/** General, Warehouse and Integration settings; each item only with its permission. */
export function SettingsPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const groups = useSettings((s) => s.settingsMenu);
  const resolvable = useResolvable();
  // An item the user may open but this console has no page for is left out; say so rather than hide it silently.
  const missing = groups
    .flatMap((g) => g.items)
    .filter((i) => i.isAllowed && !resolvable(i.path))
    .map((i) => i.path);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (missingKey) console.warn(`Settings items without a page in this console: ${missingKey}`);
  }, [missingKey]);
  return (
    <aside className="settings-panel" aria-label={t('Shell.settings')}>
      <div className="settings-panel__head">
        <h2>{t('Shell.settings')}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('Common.close')}>
          <Icon name="close" />
        </button>
      </div>
      {groups.map((group) => {
        const items = group.items.filter((i) => i.isAllowed && resolvable(i.path));
        if (!items.length) return null;
        return (
          <section key={group.group} className="settings-panel__group">
            <h3>{t(group.displayName)}</h3>
            <ul>
              {items.map((item) => (
                <li key={item.routeName}>
                  <NavLink to={`/${item.path}`} className="settings-panel__link">
                    {t(item.displayName)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </aside>
  );
}
