/**
 * Generated from schemas/meta/index.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * The entry point the console, the server and the CLI read: which files make up the console. Add a grid or dialog file here to make it part of the console.
 */
export interface SchemaIndex {
  $schema?: string;
  /**
   * Files of the path table, one per area; a key may appear in one file only.
   */
  apiPaths: string[];
  permissions: string;
  menu: string;
  grids: string[];
  dialogs: string[];
}
