import { FEATURE_FLAGS, type FeatureFlag } from '@cockpit/contracts/feature-names';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/types';
import { insertRows } from '../db/insert-rows';

/** Feature flags the Demo business unit leaves off: OpenId (North shows it) and BI. */
const DEMO_FEATURES_OFF: readonly FeatureFlag[] = ['OpenIdConnect', 'BusinessIntelligence'];
/** Feature flags of the Demo business unit: everything the console offers, except those above. */
export const DEMO_FEATURES: FeatureFlag[] = FEATURE_FLAGS.filter((flag) => !DEMO_FEATURES_OFF.includes(flag));
/** North runs the classic pages only, so that feature gating shows, and signs in with OpenId too. */
export const NORTH_FEATURES: FeatureFlag[] = ['PurchaseModule', 'MaterialSummary', 'MaterialTransaction', 'OpenIdConnect', 'ScreenStudio'];

/**
 * Default-off data actions that Demo's SuperUserRole holds through server-supplied role
 * permissions (merged over schemas/permissions.json), so that dedicating a
 * location, and its one-stock rule ("Too many selected stocks"), can be tried in the demo.
 */
export const DEMO_SUPER_USER_GRANTED_DATA = ['dedicate_location_to_material', 'remove_dedicated_location'];

/** Data actions a picker may not run: the warehouse floor performs tasks, it does not plan them. */
export const PICKER_DENIED_DATA = [
  'prepare',
  'prepare_and_wait',
  'unprepare',
  'cancel_order',
  'cancel_sales_order',
  'complete_order',
  'split_order',
  'reassign',
  'change_priority_date',
  'edit_order_quantity',
  'approve_inventory',
  'approve_line',
  'cancel_line',
  'recount_inventory',
  'create_inventory',
  'cancel_inventory',
  'gain_stock',
  'lose_stock',
  'edit_min_max',
  'replenish',
  'location_add',
  'location_update',
  'location_delete',
  'material_add',
  'material_update',
  'material_delete',
  'supplier_add',
  'supplier_update',
  'supplier_delete',
  'product_to_supplier_add',
  'product_to_supplier_remove',
  'draft_save',
  'draft_update',
  'draft_delete',
  'assign_job',
  'unassign_job',
  'end_job',
  'cancel_job',
  'dissolve_job',
  'assign_to_user',
  'assign_to_user_role',
  'cancel_task',
  'sales_order_create',
  'sales_order_draft_edit',
  'sales_order_draft_delete',
  'print_label',
];

export interface DemoUser {
  userName: string;
  password: string;
  displayName: string;
  userType: string;
  roles: string[];
  language?: string;
  /** Signs in to the at-login password change first. */
  mustChangePassword?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { userName: 'admin', password: 'Admin1234', displayName: 'Anna Admin', userType: 'Administrator', roles: ['AdminRole'] },
  { userName: 'super', password: 'Super1234', displayName: 'Søren Super', userType: 'SuperUser', roles: ['SuperUserRole'] },
  { userName: 'picker', password: 'Picker1234', displayName: 'Pia Picker', userType: 'User', roles: ['PickerRole'], language: 'da-DK' },
];
export const NORTH_USERS: DemoUser[] = [
  { userName: 'admin', password: 'Admin1234', displayName: 'Nils North', userType: 'Administrator', roles: ['AdminRole'], language: 'nb-NO' },
  { userName: 'newbie', password: 'Newbie1234', displayName: 'Nora Newcomer', userType: 'User', roles: ['PickerRole'], language: 'nb-NO', mustChangePassword: true },
];
/**
 * The installation's global administrator (a role with the system
 * role global-admin-user, which passes every role check), in a business unit of its own so that Demo's and North's user and role
 * lists stay as they are: what needs the whole installation (factory defaults, views for all) has a
 * demo user outside development mode too.
 */
export const HEAD_OFFICE_USERS: DemoUser[] = [{ userName: 'global', password: 'Global1234', displayName: 'Gro Global', userType: 'GlobalAdminUser', roles: ['GlobalAdminRole'] }];

export async function seedBusinessUnit(
  db: Queryable,
  name: string,
  features: string[],
  users: DemoUser[],
  superUserGrants: string[] = [],
  grantIntegrationMonitor = false,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>('insert into business_units (name) values ($1) returning id', [name]);
  const bu = rows[0].id;
  if (features.length)
    await insertRows(
      db,
      'business_unit_features',
      ['business_unit_id', 'feature'],
      features.map((f) => [bu, f]),
    );
  const roleDefs: Array<[string, string | null, boolean]> = [
    ['AdminRole', 'Administrator', true],
    ['SuperUserRole', null, false],
    ['PickerRole', null, false],
  ];
  if (users.some((u) => u.roles.includes('GlobalAdminRole'))) roleDefs.push(['GlobalAdminRole', 'global-admin-user', true]);
  const roleIds = await insertRows(
    db,
    'user_roles',
    ['business_unit_id', 'name', 'system_role', 'admin_responsibility'],
    roleDefs.map(([n, s, a]) => [bu, n, s, a]),
    { returning: 'id' },
  );
  const roleId = new Map(roleDefs.map(([n], i) => [n, roleIds[i]]));
  await insertRows(
    db,
    'role_permissions',
    ['role_id', 'scope', 'key', 'allowed'],
    [
      ...PICKER_DENIED_DATA.map((k) => [roleId.get('PickerRole'), 'data', k, false]),
      ...superUserGrants.map((k) => [roleId.get('SuperUserRole'), 'data', k, true]),
      // Company information is off by default; the demo's administrators are granted it by role.
      [roleId.get('AdminRole'), 'data', 'can_edit_company_info', true],
      // The integration monitor is closed by default; the demo's own unit opens it to its administrators.
      ...(grantIntegrationMonitor ? [[roleId.get('AdminRole'), 'header', 'integration_monitor', true]] : []),
      // The screen studio is closed by default; the demo opens it to every unit's administrators.
      [roleId.get('AdminRole'), 'header', 'studio', true],
      // ... and to the global administrators, who change the installation's base screens.
      ...(roleId.has('GlobalAdminRole') ? [[roleId.get('GlobalAdminRole'), 'header', 'studio', true]] : []),
    ],
  );
  // Hash in parallel: scrypt runs on libuv's thread pool.
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  const userIds = await insertRows(
    db,
    'users',
    ['business_unit_id', 'user_name', 'display_name', 'user_type', 'password_hash', 'default_language', 'must_change_password'],
    users.map((u, i) => [bu, u.userName, u.displayName, u.userType, hashes[i], u.language ?? 'en-GB', u.mustChangePassword ?? false]),
    { returning: 'id' },
  );
  const members = users.flatMap((u, i) => u.roles.map((r) => [userIds[i], roleId.get(r)]));
  await insertRows(db, 'user_role_members', ['user_id', 'role_id'], members);
  return bu;
}
