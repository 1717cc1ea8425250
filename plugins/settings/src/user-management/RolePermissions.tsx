import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import type { RolePermissionRow } from '@cockpit/contracts/routes/user-roles';
import { routeQueryOptions } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';
import { permissionTextKeys } from './permission-names';
import { TableHead } from '@cockpit/core/page';

type PermissionRow = RolePermissionRow;

type Choice = 'default' | 'granted' | 'withdrawn';
const choiceOf = (override: boolean | null): Choice => (override === null ? 'default' : override ? 'granted' : 'withdrawn');
const overrideOf = (choice: Choice): boolean | null => (choice === 'default' ? null : choice === 'granted');

/**
 * The header, grid and data permissions of one role: each follows the default of
 * schemas/permissions.json, or the role grants or withdraws it. Holders get the change at their
 * next permission load (sign-in or page load); the server checks with it at once.
 */
export function RolePermissions({ roleId }: { roleId: number }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const textOf = (r: PermissionRow) => {
    const keys = permissionTextKeys(r.scope, r.key);
    return { name: String(t(keys.name)), description: String(t(keys.description)) };
  };
  const query = useQuery(routeQueryOptions(runtime.api, routes.UserRole.permissions, { params: { id: roleId } }));
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setChoices({}), [roleId]);
  // Found by its name or description in the user's language (or by its path, for an administrator who knows it).
  const rows = (query.data ?? []).filter((r) => {
    if (!filter) return true;
    const { name, description } = textOf(r);
    return `${name} ${description} ${r.scope}/${r.key}`.toLowerCase().includes(filter.toLowerCase());
  });
  const changed = Object.entries(choices).filter(([id, c]) => {
    const row = query.data?.find((r) => `${r.scope}/${r.key}` === id);
    return row && choiceOf(row.override) !== c;
  });

  const save = async () => {
    setBusy(true);
    try {
      const permissions = changed.map(([id, c]) => {
        const [scope, ...key] = id.split('/');
        return { scope: scope as PermissionRow['scope'], key: key.join('/'), allowed: overrideOf(c) };
      });
      await runtime.api.call(routes.UserRole.savePermissions, { params: { id: roleId }, body: { permissions } });
      setChoices({});
      await query.refetch();
      void runtime.modals.open('success', { message: t('SettingsPages.roles.permissionsSaved') });
    } catch {
      // Shown by the error modal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card admin-card" data-testid="role-permissions">
      <p className="admin-hint">{t('SettingsPages.roles.permissionsHint')}</p>
      <label className="admin-field">
        <span className="admin-field__label">{t('SettingsPages.roles.findPermission')}</span>
        <input type="text" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <table className="admin-table">
        <TableHead cells={[t('SettingsPages.roles.permission'), t('SettingsPages.roles.default'), t('SettingsPages.roles.forThisRole')]} />
        <tbody>
          {rows.map((r) => {
            const id = `${r.scope}/${r.key}`;
            const choice = choices[id] ?? choiceOf(r.override);
            const { name, description } = textOf(r);
            return (
              <tr key={id} data-permission={id}>
                <td>
                  <span className="admin-permission__name">{name}</span>
                  <span className="admin-permission__description">{description}</span>
                </td>
                <td>{r.defaultAllowed ? t('SettingsPages.yes') : t('SettingsPages.no')}</td>
                <td>
                  <select aria-label={name} value={choice} onChange={(e) => setChoices((c) => ({ ...c, [id]: e.target.value as Choice }))}>
                    <option value="default">{t('SettingsPages.roles.useDefault')}</option>
                    <option value="granted">{t('SettingsPages.roles.granted')}</option>
                    <option value="withdrawn">{t('SettingsPages.roles.withdrawn')}</option>
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="admin-actions">
        <button type="button" className="btn btn--primary" disabled={busy || !changed.length} onClick={() => void save()} data-testid="permissions-save">
          {t('Common.save')}
        </button>
      </div>
    </div>
  );
}
