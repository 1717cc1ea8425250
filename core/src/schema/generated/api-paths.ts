/**
 * Generated from schemas/meta/api-paths.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * The path table: every call the console makes, by key. Grids, dialogs and actions name calls by these keys, never by raw paths, so a backend with other paths is one file away.
 */
export interface ApiPathTable {
  $schema?: string;
  /**
   * Set on the files `cockpit gen paths` writes from the route table.
   */
  $comment?: string;
  paths: {
    [k: string]: ApiPath;
  };
}
export interface ApiPath {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * May hold {name} placeholders filled from the call's params.
   */
  path: string;
  description?: string;
  /**
   * Set on a list route (the list's name, schemas/lists/<list>.json): it answers only the fields named in its `fields` query parameter.
   */
  list?: string;
}
