import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import { useRuntime, useSession } from '@cockpit/core/runtime';
import { areaChoices, formToBody, toggle, type Role, type RoleForm } from './role-form';

export interface RoleEditorProps {
  form: RoleForm;
  roles: Role[];
  users: { id: number; userName: string; displayName: string }[];
  loadCarrierTypes: string[];
  /** The unit's warehouse areas (its location roles). */
  warehouseAreas: string[];
  onSaved(role: Role): void;
  onDeleted(): void;
}

/** One role's fields, holders and the roles its holders may assign. */
export function RoleEditor({ form: initial, roles, users, loadCarrierTypes, warehouseAreas, onSaved, onDeleted }: RoleEditorProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const sessionRoles = useSession((s) => s.roles);
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setForm(initial);
    setTried(false);
  }, [initial]);
  const set = <K extends keyof RoleForm>(field: K, value: RoleForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const nameMissing = !form.userRoleName.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameMissing) return;
    setBusy(true);
    try {
      const body = formToBody(form);
      const saved =
        form.id === undefined ? await runtime.api.call(routes.UserRole.create, { body }) : await runtime.api.call(routes.UserRole.update, { body: { ...body, id: form.id } });
      onSaved(saved);
      void runtime.modals.open('success', { message: t('SettingsPages.roles.saved') });
    } catch {
      // Shown by the error modal (e.g. a role the user may not assign).
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (form.id === undefined) return;
    const ok = await runtime.modals.open('confirm', { message: t('SettingsPages.roles.confirmDelete', { name: form.userRoleName }) });
    if (!ok) return;
    try {
      await runtime.api.call(routes.UserRole.delete, { params: { id: form.id } });
      onDeleted();
    } catch {
      // Shown by the error modal (a role held by users is kept).
    }
  };

  return (
    <form className="card admin-card" onSubmit={(e) => void submit(e)} noValidate data-testid="role-editor">
      <label className={`admin-field${tried && nameMissing ? ' admin-field--problem' : ''}`}>
        <span className="admin-field__label">{t('SettingsPages.roles.name')} *</span>
        <input type="text" name="userRoleName" maxLength={100} value={form.userRoleName} onChange={(e) => set('userRoleName', e.target.value)} />
        {tried && nameMissing && (
          <span className="admin-problem" role="alert">
            {t('SettingsPages.requiredFields')}
          </span>
        )}
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{t('SettingsPages.roles.systemRole')}</span>
        <select name="systemRole" value={form.systemRole} onChange={(e) => set('systemRole', e.target.value)}>
          <option value="">{t('SettingsPages.roles.noSystemRole')}</option>
          <option value="Administrator">{t('SettingsPages.roles.administrator')}</option>
          {(isGlobalAdmin(sessionRoles) || form.systemRole === 'global-admin-user') && <option value="global-admin-user">{t('SettingsPages.roles.globalAdmin')}</option>}
        </select>
      </label>
      <label className="admin-checks">
        <span>
          <input type="checkbox" name="adminResponsibility" checked={form.adminResponsibility} onChange={(e) => set('adminResponsibility', e.target.checked)} />{' '}
          {t('SettingsPages.roles.adminResponsibility')}
        </span>
      </label>
      <fieldset className="admin-field">
        <legend className="admin-field__label">{t('SettingsPages.roles.warehouseAreas')}</legend>
        <div className="admin-checks" data-testid="role-areas">
          {areaChoices(warehouseAreas, initial.wareHouseAreas).map((name) => (
            <label key={name}>
              <input type="checkbox" checked={form.wareHouseAreas.includes(name)} onChange={(e) => set('wareHouseAreas', toggle(form.wareHouseAreas, name, e.target.checked))} />
              {name}
              {!warehouseAreas.includes(name) && <span className="admin-hint"> {t('SettingsPages.roles.warehouseAreaGone')}</span>}
            </label>
          ))}
        </div>
        <span className="admin-hint">{t('SettingsPages.roles.warehouseAreasHint')}</span>
      </fieldset>
      <fieldset className="admin-field">
        <legend className="admin-field__label">{t('SettingsPages.roles.loadCarriers')}</legend>
        <div className="admin-checks">
          {loadCarrierTypes.map((name) => (
            <label key={name}>
              <input type="checkbox" checked={form.loadCarriers.includes(name)} onChange={(e) => set('loadCarriers', toggle(form.loadCarriers, name, e.target.checked))} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-field">
        <legend className="admin-field__label">{t('SettingsPages.roles.assignedUsers')}</legend>
        <div className="admin-checks" data-testid="role-users">
          {users.map((u) => (
            <label key={u.id}>
              <input type="checkbox" checked={form.assignedUserIds.includes(u.id)} onChange={(e) => set('assignedUserIds', toggle(form.assignedUserIds, u.id, e.target.checked))} />
              <Link to={`/users?userName=${encodeURIComponent(u.userName)}`}>{u.displayName}</Link>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-field">
        <legend className="admin-field__label">{t('SettingsPages.roles.mayAssign')}</legend>
        <label>
          <input type="radio" name="assignable" checked={form.assignableRoleIds === null} onChange={() => set('assignableRoleIds', null)} /> {t('SettingsPages.roles.everyRole')}
        </label>
        <label>
          <input type="radio" name="assignable" checked={form.assignableRoleIds !== null} onChange={() => set('assignableRoleIds', [])} /> {t('SettingsPages.roles.onlyThese')}
        </label>
        {form.assignableRoleIds !== null && (
          <div className="admin-checks">
            {roles.map((r) => (
              <label key={r.id}>
                <input
                  type="checkbox"
                  checked={form.assignableRoleIds?.includes(r.id) ?? false}
                  onChange={(e) => set('assignableRoleIds', toggle(form.assignableRoleIds ?? [], r.id, e.target.checked))}
                />
                {r.userRoleName}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="admin-actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="role-save">
          {t('Common.save')}
        </button>
        {form.id !== undefined && (
          <button type="button" className="btn" onClick={() => void remove()}>
            {t('SettingsPages.roles.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
