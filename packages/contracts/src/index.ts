/** The route table: every API call declared once (see docs/guides/add-a-route.md). */
export {
  defineRoute,
  fastifyPath,
  PUBLIC,
  SIGNED_IN,
  type AnswerOf,
  type BodyOf,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type RouteDefinition,
  type RouteGroup,
  type RoutePermission,
} from './define-route';
export { LIST_READ, WRITE, type WriteDoor } from './door-permissions';
export { areaOfRoute, routeAreas, routeList, routes } from './routes/index';
export { isOpenAnswer } from './schema-parts';
/** TypeBox, the schema builder of the table (packages/contracts pins its version). */
export { Type, type Static, type TSchema } from '@sinclair/typebox';
export { API_INFO, openApiDocument } from './openapi';
export { STUDIO_FEATURE, STUDIO_PERMISSION, type StudioProblem, type StudioScope, type StudioTexts } from './routes/studio';
