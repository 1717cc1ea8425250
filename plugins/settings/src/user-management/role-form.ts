/** The User role of platform.md §3 as GET /api/UserRole answers it. */
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

/** The role form: warehouse areas as typed (comma separated), the rest as the call takes it. */
export interface RoleForm {
  id?: number;
  userRoleName: string;
  systemRole: string;
  adminResponsibility: boolean;
  wareHouseAreas: string;
  loadCarriers: string[];
  assignedUserIds: number[];
  /** null: may assign every role. */
  assignableRoleIds: number[] | null;
}

export const NEW_ROLE: RoleForm = {
  userRoleName: '',
  systemRole: '',
  adminResponsibility: false,
  wareHouseAreas: '',
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
    wareHouseAreas: role.wareHouseAreas.join(', '),
    loadCarriers: role.loadCarriers,
    assignedUserIds: role.assignedUser.map((u) => u.id),
    assignableRoleIds: role.assignableRoleIds,
  };
}

/** Warehouse areas typed as "Bulk, Pick ,Dock": trimmed, empty ones and repeats dropped. */
export function parseAreas(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

/** The body of POST/PUT /api/UserRole. */
export function formToBody(form: RoleForm): Record<string, unknown> {
  return {
    ...(form.id !== undefined && { id: form.id }),
    userRoleName: form.userRoleName.trim(),
    systemRole: form.systemRole || null,
    adminResponsibility: form.adminResponsibility,
    wareHouseAreas: parseAreas(form.wareHouseAreas),
    loadCarriers: form.loadCarriers,
    assignedUserIds: form.assignedUserIds,
    assignableRoleIds: form.assignableRoleIds,
  };
}

/** Adds or removes a value of a list, keeping its order. */
export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}
