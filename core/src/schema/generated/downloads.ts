/**
 * Generated from schemas/meta/downloads.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * The templates the Downloads page offers (issue 13). Each entry names the call that serves the file (a key of schemas/api-paths), so a template is added here without code, e.g. { "id": "import-workbook", "title": "Downloads.templates.importWorkbook", "call": "Seeding.template", "fileName": "import.xlsx" }.
 */
export interface Downloads {
  $schema?: string;
  templates: {
    id: string;
    /**
     * Translation key of the template's name.
     */
    title: string;
    /**
     * Translation key of a line about it.
     */
    description?: string;
    /**
     * The GET call (schemas/api-paths) answering the file.
     */
    call: string;
    fileName: string;
    /**
     * Permission path needed to see it.
     */
    permission?: string;
  }[];
}
