import { routes } from '@cockpit/contracts';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';
import { NEW_ROLE, roleToForm, type RoleForm } from './role-form';
import { RoleEditor } from './RoleEditor';
import { RolePermissions } from './RolePermissions';
import '../settings-admin.css';
import { SettingsPage } from '../SettingsPage';
import { TableHead } from '@cockpit/core/page';

const rowsOf = <T,>(answer: T[] | { data: T[] } | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.data ?? []));

/**
 * User management (header/settings/users): the business
 * unit's roles with their holders, warehouse areas, load carrier types and the roles their holders
 * may assign, and per role the permissions it grants or withdraws. ?role=<name> opens a role (the
 * users grid links here); a holder's name links to the users page.
 */
export function UserManagementPage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<'role' | 'permissions'>('role');
  const [creating, setCreating] = useState(false);
  const roles = useQuery(routeQueryOptions(runtime.api, routes.UserRole.list));
  const users = useQuery(routeQueryOptions(runtime.api, routes.UserManagement.description, { silent: true }));
  const carriers = useQuery(routeQueryOptions(runtime.api, routes.LoadCarrierType.header, { silent: true }));
  const areas = useQuery(routeQueryOptions(runtime.api, routes.UserRole.warehouseAreas, { silent: true }));
  const list = roles.data ?? [];
  const selected = creating ? undefined : list.find((r) => r.userRoleName === params.get('role'));
  const form: RoleForm | undefined = useMemo(() => (creating ? NEW_ROLE : selected && roleToForm(selected)), [creating, selected]);
  const open = (name: string) => {
    setCreating(false);
    setParams({ role: name });
  };

  return (
    <SettingsPage testId="user-management" title={t('SettingsPages.roles.title')}>
      <div className="admin-split">
        <div className="card admin-card">
          <div className="admin-actions">
            <h2>{t('SettingsPages.roles.roles')}</h2>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setCreating(true);
                setTab('role');
              }}
              data-testid="role-new"
            >
              {t('SettingsPages.roles.newRole')}
            </button>
          </div>
          <table className="admin-table" data-testid="role-list">
            <TableHead cells={[t('SettingsPages.roles.name'), t('SettingsPages.roles.systemRole'), t('SettingsPages.roles.assignedUsers')]} />
            <tbody>
              {list.map((r) => (
                <tr key={r.id} className={r.id === selected?.id ? 'is-selected' : undefined}>
                  <td>
                    <button type="button" className="linkish" onClick={() => open(r.userRoleName)}>
                      {r.userRoleName}
                    </button>
                  </td>
                  <td>{r.systemRole ?? ''}</td>
                  <td className="admin-links">
                    {r.assignedUser.map((u) => (
                      <Link key={u.id} to={`/users?userName=${encodeURIComponent(u.userName)}`}>
                        {u.userName}
                      </Link>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          {form ? (
            <>
              {!creating && (
                <div className="admin-tabs" role="tablist">
                  <button type="button" role="tab" aria-selected={tab === 'role'} onClick={() => setTab('role')}>
                    {t('SettingsPages.roles.roleTab')}
                  </button>
                  <button type="button" role="tab" aria-selected={tab === 'permissions'} onClick={() => setTab('permissions')} data-testid="tab-permissions">
                    {t('SettingsPages.roles.permissionsTab')}
                  </button>
                </div>
              )}
              {tab === 'permissions' && selected ? (
                <RolePermissions roleId={selected.id} />
              ) : (
                <RoleEditor
                  form={form}
                  roles={list}
                  users={rowsOf(users.data)}
                  loadCarrierTypes={rowsOf(carriers.data).map((c) => c.name)}
                  warehouseAreas={areas.data ?? []}
                  onSaved={(role) => {
                    void roles.refetch().then(() => open(role.userRoleName));
                  }}
                  onDeleted={() => {
                    setParams({});
                    void roles.refetch();
                  }}
                />
              )}
            </>
          ) : (
            <p className="admin-hint">{t('SettingsPages.roles.pick')}</p>
          )}
        </div>
      </div>
    </SettingsPage>
  );
}
