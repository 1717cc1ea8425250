import type { RoleInput, RoleRow } from '@cockpit/contracts/routes/user-roles';

/** A user role as the role list answers it. */
export type Role = RoleRow;

/** The role form, as the call takes it (holders as ids). */
export interface RoleForm {
  id?: number;
  userRoleName: string;
  systemRole: string;
  adminResponsibility: boolean;
  wareHouseAreas: string[];
  loadCarriers: string[];
  assignedUserIds: number[];
  /** null: may assign every role. */
  assignableRoleIds: number[] | null;
}

export const NEW_ROLE: RoleForm = {
  userRoleName: '',
  systemRole: '',
  adminResponsibility: false,
  wareHouseAreas: [],
  loadCarriers: [],
  assignedUserIds: [],
  assignableRoleIds: null,
};

export function roleToForm(role: Role): RoleForm {
  return {
    id: role.id,
    userRoleName: role.userRoleName,
    systemRole: role.systemRole ?? '',
    adminResponsibility: role.adminResponsibility,
    wareHouseAreas: role.wareHouseAreas,
    loadCarriers: role.loadCarriers,
    assignedUserIds: role.assignedUser.map((u) => u.id),
    assignableRoleIds: role.assignableRoleIds,
  };
}

/**
 * The warehouse areas to offer for a role: the unit's (its location roles), then any the role
 * already has that no longer exist, so that they show and can be taken off.
 */
export function areaChoices(known: readonly string[], onRole: readonly string[]): string[] {
  return [...known, ...onRole.filter((a) => !known.includes(a))];
}

/** The body of the role's create (without id) or update call. */
export function formToBody(form: RoleForm): RoleInput & { id?: number } {
  return {
    ...(form.id !== undefined && { id: form.id }),
    userRoleName: form.userRoleName.trim(),
    // The form's choices are the system roles (or '' for none); the server checks the value again.
    systemRole: (form.systemRole || null) as RoleInput['systemRole'],
    adminResponsibility: form.adminResponsibility,
    wareHouseAreas: form.wareHouseAreas,
    loadCarriers: form.loadCarriers,
    assignedUserIds: form.assignedUserIds,
    assignableRoleIds: form.assignableRoleIds,
  };
}

/** Adds or removes a value of a list, keeping its order. */
export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}
