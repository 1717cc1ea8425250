/**
 * The business rules under mutation testing, one area per `npm run mutate <area>`. Each area names
 * the files whose mutants are made and the tests that should kill them. `equivalent` lists the
 * mutants that cannot be killed because the program behaves the same with them (file, line,
 * mutator and replacement, as the report prints them), each with the reason; they are counted
 * out of the adjusted score.
 *
 * `apiTests: true`: the area's tests start the real server per test file (seconds per mutant
 * run); on a shared 2-core machine such an area takes hours and was not measured (see
 * docs/decisions/0161-mutation-testing.md).
 */
export const AREAS = {
  'warehouse-states': {
    description: 'warehouse engine: line, operation, job and order states; FIFO reservation candidates',
    mutate: ['apps/server/src/warehouse/states.ts', 'apps/server/src/warehouse/fifo.ts'],
    tests: ['apps/server/src/warehouse/states.test.ts', 'apps/server/src/warehouse/fifo.test.ts'],
    equivalent: [],
  },
  'warehouse-engine': {
    description: 'warehouse engine: candidates, reservations, prepare, task close, split',
    mutate: [
      'apps/server/src/warehouse/candidates.ts',
      'apps/server/src/warehouse/prepare.ts',
      'apps/server/src/warehouse/task-close.ts',
      'apps/server/src/warehouse/split-order.ts',
    ],
    tests: ['tests/api/warehouse-orders.test.ts', 'tests/api/operations-prepare.test.ts', 'tests/api/warehouse-jobs.test.ts'],
    apiTests: true,
    equivalent: [],
  },
  'order-money': {
    description: 'sales order money: line totals, discounts, rounding',
    mutate: ['core/src/sales-rules/order-rules.ts', 'core/src/sales-rules/resolve-lines.ts'],
    tests: ['core/src/sales-rules/order-rules.test.ts', 'core/src/sales-rules/resolve-lines.test.ts', 'core/src/sales-rules/order-edit.test.ts'],
    equivalent: [],
  },
  'purchase-demand': {
    description: 'purchase demand: min/max rule, forecast, period days',
    mutate: ['apps/server/src/areas/purchase-drafts/demand.ts', 'apps/server/src/areas/purchase-drafts/period.ts'],
    tests: ['apps/server/src/areas/purchase-drafts/demand.test.ts', 'apps/server/src/areas/purchase-drafts/period.test.ts'],
    equivalent: [],
  },
  'purchase-demand-query': {
    description: 'purchase demand: the figures per material from the database',
    mutate: ['apps/server/src/areas/purchase-drafts/demand-query.ts'],
    tests: ['tests/api/purchase-drafts.test.ts'],
    apiTests: true,
    equivalent: [],
  },
  permissions: {
    description: 'permissions: defaults per role, overrides, permission paths',
    mutate: ['core/src/permissions/rules.ts', 'core/src/permissions/merge.ts'],
    tests: ['core/src/permissions/rules.test.ts', 'core/src/permissions/merge.test.ts', 'core/src/routing/guard.test.ts', 'core/src/routing/menu-routes.test.ts'],
    equivalent: [],
  },
  'unit-scoping': {
    description: 'permissions on the server and business-unit scoping: the authentication hook, the permission service, the door permission table',
    mutate: ['apps/server/src/auth/authenticate.ts', 'apps/server/src/permissions/permission-service.ts', 'apps/server/src/permissions/door-permissions.ts'],
    tests: ['apps/server/src/auth/authenticate.test.ts', 'apps/server/src/permissions/permission-service.test.ts', 'apps/server/src/permissions/door-permissions.test.ts'],
    sharedDatabase: true,
    equivalent: [
      { mutant: 'apps/server/src/auth/authenticate.ts:13 OptionalChaining type.toLowerCase', reason: "split(' ') always answers at least one element, so type is never undefined" },
      {
        mutant: 'apps/server/src/auth/authenticate.ts:79 OptionalChaining config.public',
        reason: 'Fastify gives every matched route a config object (an unmatched request returned before)',
      },
      { mutant: 'apps/server/src/auth/authenticate.ts:84 OptionalChaining config.permission', reason: 'the same: a matched route always has a config object' },
      {
        mutant: 'apps/server/src/permissions/permission-service.ts:45 StringLiteral ""',
        reason: "readFileSync with the encoding '' answers a Buffer, which JSON.parse reads as the same text",
      },
      { mutant: 'apps/server/src/permissions/permission-service.ts:69 ObjectLiteral {}', reason: 'without the default options devMode is undefined, which is as false as false' },
    ],
  },
  'list-cache': {
    description: 'the list answer cache',
    mutate: ['apps/server/src/lists/list-answer-cache.ts'],
    tests: ['tests/api/list-answer-cache.test.ts'],
    apiTests: true,
    equivalent: [],
  },
  'hub-registry': {
    description: "the live-update hub's registry of connections per view",
    mutate: ['apps/server/src/live/view-registry.ts', 'apps/server/src/live/live-hub.ts', 'apps/server/src/live/hub-methods.ts'],
    tests: ['apps/server/src/live/live-hub.test.ts', 'apps/server/src/live/hub-registry.test.ts'],
    equivalent: [
      {
        mutant: 'apps/server/src/live/live-hub.ts:71 ConditionalExpression false',
        reason: 'listeners.size === 0 never holds: the registry deletes a view whose last listener leaves, so an empty set is never answered',
      },
      { mutant: 'apps/server/src/live/live-hub.ts:89 ConditionalExpression default:', reason: 'the default branch only breaks; without it the switch ends the same way' },
      { mutant: 'apps/server/src/live/live-hub.ts:128 ConditionalExpression true', reason: 'clearInterval(undefined) does nothing, as skipping it does' },
      { mutant: 'apps/server/src/live/live-hub.ts:161 ConditionalExpression false', reason: 'an early return when no session ended; the loop after it closes nothing either' },
    ],
  },
  import: {
    description: "the import's all-or-nothing write",
    mutate: ['apps/server/src/areas/excel-import/write-import.ts'],
    tests: ['apps/server/src/areas/excel-import/write-import.test.ts'],
    sharedDatabase: true,
    equivalent: [
      {
        mutant: 'apps/server/src/areas/excel-import/write-import.ts:27 MethodExpression String(v).toUpperCase()',
        reason: 'the names stored and the names looked up go through the same function, so the match is case-blind either way',
      },
    ],
  },
  'filter-conversion': {
    description: 'filter conversion: grid filters to list queries and back',
    mutate: ['core/src/grid/filters/filter-query.ts', 'core/src/grid/filters/url-filters.ts', 'core/src/grid/filters/filter-compare.ts'],
    tests: ['core/src/grid/filters/filters.test.ts', 'core/src/views/view-filters.test.ts'],
    equivalent: [],
  },
};
