/**
 * Generated from schemas/meta/permissions.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * 'all': everyone; 'none': off; 'admin': administrators (AdminRole, system role Administrator, global admins); roles: holders of one of the named roles.
 */
export type PermissionRule =
  | ('all' | 'none' | 'admin')
  | {
      /**
       * @minItems 1
       */
      roles: string[];
    };

/**
 * Default permissions per path scope (header/settings/<key>, grid/<key>, data/<key>). The server merges per-role overrides over these.
 */
export interface PermissionDefaults {
  $schema?: string;
  header: Scope;
  grid: Scope;
  data: Scope;
}
export interface Scope {
  [k: string]: PermissionRule;
}
