/**
 * Every permission of the console and the API with its default, written once. A key of `header`
 * is checked as `header/settings/<key>`, of `grid` as `grid/<key>`, of `data` as `data/<key>`.
 * Rules: 'all' everyone; 'none' off until a role is granted it; 'admin' administrators (AdminRole,
 * the system role Administrator, global administrators); `{ roles }` holders of one of the roles.
 * The server merges each role's own grants over these. Routes name these keys (checked when
 * compiled), and so do the menu, the grids' actions and the plugins' pages; `cockpit gen
 * permissions` writes schemas/permissions.json from this table.
 */
export type PermissionRule = 'all' | 'none' | 'admin' | { readonly roles: readonly string[] };

export const PERMISSION_DEFAULTS = {
  header: {
    info: 'all',
    users: 'admin',
    kpi: 'admin',
    'kpi-management': 'admin',
    printers: 'admin',
    user_settings: 'admin',
    dashboard_settings: { roles: ['AdminRole'] },
    stock_attributes: { roles: ['AdminRole'] },
    active_users: { roles: ['AdminRole'] },
    can_edit_company_info: { roles: ['AdminRole'] },
    import: 'all',
    integration: 'all',
    cause_codes: 'all',
    downloads: 'all',
    integration_monitor: 'none',
    studio: 'none',
    feature_flags: { roles: ['GlobalAdminRole'] },
    api_reference: 'admin',
  },
  grid: {
    filters: 'all',
    custom_views: 'all',
    exports: 'all',
    create: 'all',
    grid_options: 'all',
    can_save_for_me: 'all',
    can_save_for_bum: { roles: ['AdminRole'] },
    can_save_for_all: { roles: ['AdminRole'] },
  },
  data: {
    navigation: 'all',
    complete_order: 'all',
    approve_inventory: 'all',
    approve_line: 'all',
    cancel_line: 'all',
    recount_inventory: 'all',
    view_history: 'all',
    assign_job: 'all',
    unassign_job: 'all',
    end_job: 'all',
    cancel_job: 'all',
    dissolve_job: 'all',
    try_finish_job: 'all',
    try_deviate_on_instruction: 'all',
    create_job: 'all',
    start_job: 'all',
    perform_task: 'all',
    receive_goods: 'all',
    location_add: 'all',
    location_update: 'all',
    location_delete: 'all',
    assign_to_user: 'all',
    assign_to_user_role: 'all',
    cancel_order: 'all',
    cancel_sales_order: 'all',
    cancel_task: 'all',
    gain_stock: 'all',
    move_stock: 'all',
    lose_stock: 'all',
    unprepare_stock: 'all',
    create_inventory: 'all',
    cancel_inventory: 'all',
    view_reservations: 'all',
    edit_order_quantity: 'all',
    prepare: 'all',
    prepare_and_wait: 'all',
    unprepare: 'all',
    reassign: 'all',
    change_priority_date: 'all',
    edit_min_max: 'all',
    replenish: 'all',
    material_add: 'all',
    material_update: 'all',
    material_delete: 'all',
    supplier_add: 'all',
    supplier_update: 'all',
    supplier_delete: 'all',
    product_to_supplier_add: 'all',
    product_to_supplier_remove: 'all',
    draft_save: 'all',
    draft_update: 'all',
    draft_delete: 'all',
    show_draft_search_criteria: 'all',
    split_order: 'all',
    sales_order_create: 'all',
    sales_order_draft_edit: 'all',
    sales_order_draft_delete: 'all',
    print_label: 'all',
    reports: 'all',
    report_employee_efficiency: { roles: ['AdminRole'] },
    adjust_picked_quantity: 'none',
    partly_prepare: 'none',
    cancel_order_process: 'none',
    change_delivery_type: 'none',
    dedicate_location_to_material: 'none',
    remove_dedicated_location: 'none',
    can_edit_company_info: 'none',
  },
} as const satisfies Record<'header' | 'grid' | 'data', Record<string, PermissionRule>>;

export type PermissionScope = keyof typeof PERMISSION_DEFAULTS;

/** A permission as routes, menus and actions name it: `header/settings/users`, `grid/exports`, `data/move_stock`. */
export type PermissionPath =
  | `header/settings/${keyof typeof PERMISSION_DEFAULTS.header & string}`
  | `grid/${keyof typeof PERMISSION_DEFAULTS.grid & string}`
  | `data/${keyof typeof PERMISSION_DEFAULTS.data & string}`;

/** Every permission of the table as a path. */
export const permissionPaths: readonly PermissionPath[] = (Object.keys(PERMISSION_DEFAULTS) as PermissionScope[]).flatMap((scope) =>
  Object.keys(PERMISSION_DEFAULTS[scope]).map((key) => (scope === 'header' ? `header/settings/${key}` : `${scope}/${key}`) as PermissionPath),
);

/** Whether a text is a permission of the table. */
export function isPermissionPath(value: unknown): value is PermissionPath {
  return typeof value === 'string' && (permissionPaths as readonly string[]).includes(value);
}

/** The file `cockpit gen permissions` writes: the defaults as the schemas' validator and the server read them. */
export function permissionDefaultsFile(): Record<string, unknown> {
  return { $schema: './meta/permissions.schema.json', ...PERMISSION_DEFAULTS };
}
