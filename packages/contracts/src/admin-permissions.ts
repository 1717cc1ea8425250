import { LIST_READ } from './door-permissions';

/**
 * The permissions of the administration routes, written once: the routes of the table name these
 * entries, and the server's own checks inside a handler (a view for all also needs grid/custom_views)
 * read the same entries.
 */
export const ADMIN = {
  /** The users and roles settings page (the same entry as reading the User list). */
  users: LIST_READ.User,
  activeUsers: 'header/settings/active_users',
  featureFlags: 'header/settings/feature_flags',
  /** Seeding default settings for a user, the business unit or the factory. */
  userSettings: 'header/settings/user_settings',
  import: 'header/settings/import',
  supplierDelete: 'data/supplier_delete',
  productToSupplierAdd: 'data/product_to_supplier_add',
  productToSupplierRemove: 'data/product_to_supplier_remove',
} as const;

/** The grid permission that lists, loads and manages custom views at all. */
export const CUSTOM_VIEWS_PERMISSION = 'grid/custom_views';

/** The grid permission that saves (and so overwrites and deletes) a view of each scope. */
export const VIEW_SAVE_PERMISSIONS = {
  user: 'grid/can_save_for_me',
  businessUnit: 'grid/can_save_for_bum',
  all: 'grid/can_save_for_all',
} as const;
