import { useMenuButton } from '../../modals';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntime, useCan, useSession } from '../../runtime/RuntimeContext';
import type { GridAction, GridColumn } from '../schema-types';
import type { ActionVariables } from './run-action';

// Running an action (its checks, confirmations, dialogs and calls) loads on the first click: no
// first screen runs one.
const runActions = () => import('./run-action');

type Row = Record<string, unknown>;

/**
 * The grid's actions: only those the user holds the permission (and feature) for; grouped ones in a
 * menu. Each run's work is a TanStack Query mutation (the buttons wait while one is pending);
 * `liveView` is the grid's view on the hub, whose changes make a reload after the action needless.
 */
export function ActionBar({
  actions,
  selected,
  parent,
  onDone,
  liveView,
  columns,
  visibleRows,
  compact = false,
}: {
  actions: GridAction[];
  selected: Row[];
  parent?: Row;
  onDone(): void;
  liveView?: string;
  /** The grid's columns, which name fields and values in warnings. */
  columns?: readonly GridColumn[];
  /** How many rows the grid shows now: a selection larger than that is confirmed first. */
  visibleRows?: () => number;
  compact?: boolean;
}) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const can = useCan();
  const features = useSession((s) => s.features);
  const mutation = useMutation({
    mutationKey: ['gridAction', liveView ?? 'detail'],
    mutationFn: async (variables: ActionVariables) => (await runActions()).performAction(runtime, t, variables, onDone),
  });
  const visible = actions.filter((a) => (!a.permission || can(a.permission)) && (a.requires ?? []).every((p) => can(p)) && (!a.feature || features.includes(a.feature)));
  const run = (action: GridAction) => {
    void runActions().then(({ runAction }) => runAction(runtime, t, action, selected, { parent, onDone, liveView, columns, visibleRows, perform: mutation.mutateAsync }));
  };
  const loose = visible.filter((a) => !a.group);
  const groups = [...new Set(visible.filter((a) => a.group).map((a) => a.group!))];
  if (!visible.length) return null;
  return (
    <div className={`action-bar${compact ? ' action-bar--compact' : ''}`} role="toolbar" aria-label={t('Grid.actions')}>
      {loose.map((a) => (
        <button key={a.id} type="button" className="btn btn--small" data-action={a.id} disabled={mutation.isPending} onClick={() => run(a)}>
          {t(a.label)}
        </button>
      ))}
      {groups.map((g) => (
        <ActionGroupMenu key={g} label={t(g)} actions={visible.filter((a) => a.group === g)} disabled={mutation.isPending} onRun={run} />
      ))}
    </div>
  );
}

/** A group of actions in a menu button ("Prepare ▾"); choosing one gives the focus back to the button first, so its dialog returns it there. */
function ActionGroupMenu({ label, actions, disabled, onRun }: { label: string; actions: GridAction[]; disabled: boolean; onRun(action: GridAction): void }) {
  const { t } = useTranslation();
  const menu = useMenuButton('menu');
  return (
    <div className="dropdown" {...menu.wrapperProps}>
      <button type="button" className="btn btn--small" {...menu.triggerProps}>
        {label} ▾
      </button>
      {menu.open && (
        <div className="dropdown__menu" {...menu.popupProps} aria-label={label}>
          {actions.map((a) => (
            <button
              key={a.id}
              type="button"
              role="menuitem"
              className="dropdown__item"
              data-action={a.id}
              disabled={disabled}
              onClick={() => {
                menu.close();
                onRun(a);
              }}
            >
              {t(a.label)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
