import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, useCan, useSession } from '../../runtime/RuntimeContext';
import type { GridAction } from '../schema-types';
import { runAction } from './run-action';

type Row = Record<string, unknown>;

/** The grid's actions: only those the user holds the permission (and feature) for; grouped ones in a menu. */
export function ActionBar({ actions, selected, parent, onDone, compact = false }: { actions: GridAction[]; selected: Row[]; parent?: Row; onDone(): void; compact?: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const can = useCan();
  const features = useSession((s) => s.features);
  const [openGroup, setOpenGroup] = useState<string>();
  const visible = actions.filter((a) => (!a.permission || can(a.permission)) && (!a.feature || features.includes(a.feature)));
  const run = (action: GridAction) => {
    setOpenGroup(undefined);
    void runAction(runtime, t, action, selected, { parent, onDone });
  };
  const loose = visible.filter((a) => !a.group);
  const groups = [...new Set(visible.filter((a) => a.group).map((a) => a.group!))];
  if (!visible.length) return null;
  return (
    <div className={`action-bar${compact ? ' action-bar--compact' : ''}`} role="toolbar" aria-label={t('Grid.actions')}>
      {loose.map((a) => (
        <button key={a.id} type="button" className="btn btn--small" data-action={a.id} onClick={() => run(a)}>
          {t(a.label)}
        </button>
      ))}
      {groups.map((g) => (
        <div key={g} className="dropdown">
          <button type="button" className="btn btn--small" aria-haspopup="menu" aria-expanded={openGroup === g} onClick={() => setOpenGroup(openGroup === g ? undefined : g)}>
            {t(g)} ▾
          </button>
          {openGroup === g && (
            <div className="dropdown__menu" role="menu">
              {visible
                .filter((a) => a.group === g)
                .map((a) => (
                  <button key={a.id} type="button" role="menuitem" className="dropdown__item" data-action={a.id} onClick={() => run(a)}>
                    {t(a.label)}
                  </button>
                ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
