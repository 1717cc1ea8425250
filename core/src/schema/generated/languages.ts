/**
 * Generated from schemas/meta/languages.schema.json by json-schema-to-typescript. Do not edit:
 * change the meta-schema and run `npm run gen` (cockpit gen types). A test fails when this
 * file is stale.
 */

/**
 * The languages the Localization API offers (schemas/i18n/languages.json). Every key the schemas use must exist in the catalogues of each console language.
 */
export interface LanguageList {
  /**
   * Path to this meta-schema, so that editors complete and check the file.
   */
  $schema?: string;
  /**
   * @minItems 1
   */
  languages: Language[];
}
export interface Language {
  /**
   * Language code; its catalogue is the folder schemas/i18n/<code>/.
   */
  code: string;
  /**
   * The language's name in itself (Dansk, Norsk bokmål).
   */
  name: string;
  /**
   * Offered in the console's language choice; its catalogue must hold every key.
   */
  console: boolean;
  /**
   * Offered on the sign-in screen.
   */
  signIn: boolean;
}
