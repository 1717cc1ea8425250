import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSerializerCompiler = ReturnType<SerializerFactory>;

/**
 * Fastify's own answer serialisers (fast-json-stringify, from each route's answer schema), built when
 * a route first answers instead of when the server starts: building them for every route took a
 * tenth of a start, most of them for calls a session never makes. The answers are the same.
 */
export function serializersBuiltOnFirstUse(): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return ((routeOptions: Parameters<RouteSerializerCompiler>[0]) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(routeOptions) as (data: unknown) => string)(data);
    }) as RouteSerializerCompiler;
  };
}
