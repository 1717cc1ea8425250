/** @cockpit/core/schema/node: schema validation against folders on disk (server and CLI only). */
export { createFsSource } from './fs-source';
export { readPluginManifests } from './plugin-files';
export { layeredSchemas, pluginSchemasFolder, schemaLayers, type LayeredSchemas, type PluginSchemaClash, type SchemaLayer } from './plugin-schemas';
export { validateSchemaFolder, withPluginSchemas, type FolderOptions } from './validate-folder';
