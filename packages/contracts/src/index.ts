/** The route table: every API call declared once (see docs/guides/add-a-route.md). */
export {
  defineRoute,
  fastifyPath,
  PUBLIC,
  SIGNED_IN,
  type AnswerOf,
  type BodyOf,
  type DefinitionOf,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type RouteDeclaration,
  type RouteDefinition,
  type RouteGroup,
  type RoutePermission,
  type RouteRef,
  type RouteRefs,
  type RouteRight,
} from './define-route';
export { API_BASE, apiPath, isApiPath, refOfDoor, type Door } from './api-base';
export { LIST_READ, WRITE, type WriteDoor } from './door-permissions';
export { permissionPath, type PermissionKey } from './permission-names';
export {
  isPermissionPath,
  PERMISSION_DEFAULTS,
  permissionDefaultsFile,
  permissionPaths,
  type PermissionPath,
  type PermissionRule,
  type PermissionScope,
} from './permission-defaults';
export { areaOfRoute, routeAreas, routeList, routes } from './routes/index';
export { isOpenAnswer } from './schema-parts';
/** TypeBox, the schema builder of the table (packages/contracts pins its version). */
export { Type, type Static, type TSchema } from '@sinclair/typebox';
export { API_INFO, openApiDocument } from './openapi';
export { STUDIO_FEATURE, STUDIO_PERMISSION, type StudioProblem, type StudioScope, type StudioTexts } from './routes/studio';
export { MAX_PICTURE_BYTES } from './routes/users';
export { LOGO_MAX_BYTES } from './routes/company-info';
export type { NestedCatalogue } from './routes/localization';
export { isPluginPermission, pluginPermission, type PluginPermission } from './plugin-permissions';
