/**
 * @cockpit/core/schema: validation of the schema language, shared by the console, the server and
 * the CLI. Browser-safe (no Node, no React); the file-system source is @cockpit/core/schema/node.
 */
export * from './types';
export { SchemaReadError, parseJsonText } from './read-error';
export { loadSchemaSet, createSchemaValidator, type LoadSchemaSetOptions } from './load-schema-set';
export { validateSchemaSource, consoleLanguages, defaultConsoleLanguages, listedFiles, type ValidateOptions } from './validate-source';
export { validateLoadedSchemas, type LoadedSchemaFiles, type ValidationOutcome } from './validate-files';
export { compileMetaSchemas, metaValidatorFor, type MetaValidator } from './meta-validator';
export { readMetaSchemas, metaSchemaFile, type MetaSchemas } from './meta-schemas';
export { buildReport, buildSchemaSet, type SchemaSet } from './schema-set';
export { createFetchSource } from './fetch-source';
export { createMemorySource } from './memory-source';
export { formatIssue, formatReport } from './format';
export { manifestsFromDefinitions, type PluginContributions } from './plugin-manifest';
export { pluginClashes } from './plugin-clashes';
export { flattenCatalogue } from './catalogue-keys';
export { closest, didYouMean } from './suggest';
export { extendGrid, resolveGridExtends, withResolvedGrids, type ResolvedGrids } from './grid-extends';
export { checkGridAgainstLists, filterParameterProblem } from './list-checks';
export {
  defaultOperator,
  fieldOperators,
  isFieldOperator,
  listFieldTypes,
  operatorsFor,
  parseFieldFilterParam,
  type FieldFilterParam,
  type FieldOperator,
  type ListFieldType,
} from './list-operators';
export {
  canonicalOperator,
  filterOperators,
  liveMatches,
  operatorSpellings,
  pageFilterOperator,
  sqlCondition,
  type FilterOperator,
  type OperatorSpelling,
  type SqlFilter,
} from './filter-operators';

// The language's types, generated from schemas/meta (npm run gen).
export type { ApiPath, ApiPathTable } from './generated/api-paths';
export type { DialogSchema } from './generated/dialog';
export type {
  ApiCall,
  FilterOptions,
  GridAction,
  GridColumn,
  GridDetail,
  GridExports,
  GridRoute,
  GridSchema,
  GridSort,
  Lookup,
  PageFilter,
  PageSizes,
  Template,
  TranslationKey,
} from './generated/grid';
export type { Language, LanguageList } from './generated/languages';
export type { MenuItem, MenuSchema, SettingsGroup, SettingsItem } from './generated/menu';
export type { PermissionDefaults as PermissionDefaultsFile, PermissionRule as PermissionRuleSchema } from './generated/permissions';
export type { PluginManifest, PluginPageManifest, PluginWidgetManifest } from './generated/plugin';
export type { SchemaIndex } from './generated/schema-index';
export type { ListContract, ListField as ListContractField, ListFilter as ListContractFilter } from './generated/list';
export { applyMergePatch, createMergePatch, jsonChanges, jsonEqual, type JsonChange, type JsonValue } from './merge-patch';
