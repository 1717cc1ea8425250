/** A user role as GET /api/UserRole answers it. */
export interface Role {
  id: number;
  userRoleName: string;
  systemRole: string | null;
  adminResponsibility: boolean;
  wareHouseAreas: string[];
  loadCarriers: string[];
  assignedUser: { id: number; userName: string; displayName: string }[];
  assignableRoleIds: number[] | null;
}

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

/** The body of POST/PUT /api/UserRole. */
export function formToBody(form: RoleForm): Record<string, unknown> {
  return {
    ...(form.id !== undefined && { id: form.id }),
    userRoleName: form.userRoleName.trim(),
    systemRole: form.systemRole || null,
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
