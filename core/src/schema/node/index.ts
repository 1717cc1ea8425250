/** @cockpit/core/schema/node: schema validation against folders on disk (server and CLI only). */
export { createFsSource } from './fs-source';
export { readPluginManifests } from './plugin-files';
export { validateSchemaFolder, type FolderOptions } from './validate-folder';
