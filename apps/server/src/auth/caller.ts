import type { PermissionMap, RoleInfo } from '@cockpit/core/permissions';

/** The signed-in user behind a request, taken from the verified token. */
export interface Caller {
  userId: number;
  userName: string;
  businessUnitId: number;
  businessUnitName: string;
  roles: RoleInfo[];
  features: string[];
  sessionId: string;
  language: string;
  isAdmin: boolean;
  permissions: PermissionMap;
  /** Signed in with a password that must be changed: only the at-login change is open. */
  mustChangePassword: boolean;
}
