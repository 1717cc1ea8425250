/**
 * The business rules under mutation testing, one area per `npm run mutate <area>`. Each area names
 * the files whose mutants are made and the tests that should kill them. `equivalent` lists the
 * mutants that cannot be killed because the program behaves the same with them (file, line,
 * mutator and replacement, as the report prints them), each with the reason; they are counted
 * out of the adjusted score.
 *
 * `apiTests: true`: the area's tests start the real server per test file (seconds per mutant
 * run); on a shared 2-core machine such an area takes hours and was not measured (see
 * docs/decisions/0161-mutation-testing.md). `databaseTests: true`: the tests call the code
 * directly on a seeded test database (tests/helpers/engine-fixture.ts); scripts/mutate.mjs builds
 * that database's template from the unmutated source before the run and pins it.
 */
export const AREAS = {
  'warehouse-states': {
    description: 'warehouse engine: line, operation, job and order states; FIFO reservation candidates',
    mutate: ['plugins/warehouse/server/engine/states.ts', 'plugins/warehouse/server/engine/fifo.ts'],
    tests: ['plugins/warehouse/server/engine/states.test.ts', 'plugins/warehouse/server/engine/fifo.test.ts'],
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/fifo.ts:26 EqualityOperator a.expDate <= b.expDate',
        reason: 'reached only when the two expiry dates differ (the test above it), where < and <= answer the same',
      },
      {
        mutant: 'plugins/warehouse/server/engine/fifo.ts:24 ConditionalExpression false',
        reason: 'without it a missing expiry reaches null < "yyyy-mm-dd", which is false, and so answers 1 as the check does',
      },
    ],
  },
  // The warehouse engine, an area per file, each mutated against the test file beside it (every
  // engine test prepares orders, so all of them reach prepare.ts; running only its own file keeps
  // a mutant to seconds). `npm run mutate all` runs them one after another.
  'warehouse-candidates': {
    description: 'warehouse engine: the stock rows prepare may reserve from',
    mutate: ['plugins/warehouse/server/engine/candidates.ts'],
    tests: ['plugins/warehouse/server/engine/prepare.test.ts'],
    databaseTests: true,
    slow: true,
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/candidates.ts:10 ConditionalExpression false',
        reason: 'the early return only saves a query: material_id = any(empty array) finds no row either',
      },
    ],
  },
  'warehouse-prepare': {
    description: 'warehouse engine: prepare (reservations, tasks, line and order states)',
    mutate: ['plugins/warehouse/server/engine/prepare.ts'],
    tests: ['plugins/warehouse/server/engine/prepare.test.ts', 'plugins/warehouse/server/engine/prepare-rules.test.ts'],
    databaseTests: true,
    slow: true,
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/prepare.ts:124 ConditionalExpression true',
        reason:
          'two mutants, one key: with no short line the loop runs for none and the short list is emptied and refilled with nothing (the wait check replaced by true is killed)',
      },
      { mutant: 'plugins/warehouse/server/engine/prepare.ts:124 EqualityOperator short.length >= 0', reason: 'the same: with no short line the block changes nothing' },
      {
        mutant: 'plugins/warehouse/server/engine/prepare.ts:167 ArrowFunction () => undefined',
        reason:
          'the refresh at the end clears the failure reason of every line not FailedInPreparation or PendingMaintenance, and a planned line has a task, so it is ReadyForPick or further',
      },
    ],
  },
  'warehouse-task-perform': {
    description: 'warehouse engine: performing a picking task (complete, short, stock missing)',
    mutate: ['plugins/warehouse/server/engine/task-perform.ts'],
    tests: [
      'plugins/warehouse/server/engine/task-perform.test.ts',
      'plugins/warehouse/server/engine/task-perform-count-replenish.test.ts',
      'plugins/warehouse/server/engine/task-perform-rules.test.ts',
      'plugins/warehouse/server/engine/task-perform-follow-ups.test.ts',
    ],
    databaseTests: true,
    slow: true,
    // The stock locked for the task, and the loss of a short pick with stock missing: the database
    // keeps reserved <= quantity on every stock row, so after the move the source's free part is
    // always at least the part not picked (free = quantity - reserved + requested - confirmed).
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:29 MethodExpression [t.fromStockId, t.toStockId]',
        reason: 'the null ids kept are passed to lockStocks, whose one query runs either way and matches no row for a null (id = any of an array with a null)',
      },
      { mutant: 'plugins/warehouse/server/engine/task-perform.ts:29 ConditionalExpression true', reason: 'the same: a null id kept matches no stock row' },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:31 ConditionalExpression false',
        reason: 'stocks.get(null) is undefined as the check answers: the map is keyed by the ids of rows found, never null',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:57 ConditionalExpression true',
        reason: 'two mutants, one key: the short check replaced by true lets a complete pick with stock missing through, where the loss is 0 and is not booked (lost > 0)',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:57 EqualityOperator confirmed <= t.requested',
        reason: 'the same: confirmed = requested leaves a loss of 0, not booked',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:58 ArithmeticOperator from.quantity + from.reserved',
        reason: 'the free part (quantity - reserved) is never below the part not picked (see above), so the minimum is that part either way',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:59 ConditionalExpression true',
        reason: 'the loss here is the part not picked, which is above 0 (confirmed < requested)',
      },
      { mutant: 'plugins/warehouse/server/engine/task-perform.ts:59 EqualityOperator lost >= 0', reason: 'the same: the loss is never 0 here' },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:82 EqualityOperator input.confirmedQuantity >= line.expected',
        reason: 'reached only for a count that differs from the expected quantity (Counted), where > and >= answer the same',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-perform.ts:125 StringLiteral "Stryker was here!"',
        reason: "the short pick warning's fallback for no reason code: a short pick without one is refused (Tasks.ReasonRequired), so it is never used",
      },
    ],
  },
  'warehouse-task-close': {
    description: 'warehouse engine: cancelling open tasks (reservations and expected quantities back)',
    mutate: ['plugins/warehouse/server/engine/task-close.ts'],
    tests: ['plugins/warehouse/server/engine/task-close.test.ts'],
    databaseTests: true,
    slow: true,
    // The checks that only keep a query from running for nothing are observable (task-close.test.ts
    // records the queries a cancel asks: none when no task is open, no inventory line update for
    // movement tasks or a count task without a line); these are not.
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/task-close.ts:19 MethodExpression [t.fromStockId, t.toStockId]',
        reason:
          'a movement task always names its source row (a pick has no target yet), so lockStocks runs its one query either way; the null kept matches no row (id = any of an array with a null)',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-close.ts:19 ConditionalExpression true',
        reason: 'the same: the null ids kept match no stock row, and the query runs either way',
      },
      {
        mutant: 'plugins/warehouse/server/engine/task-close.ts:37 ConditionalExpression true',
        reason:
          'two mutants, one key: the line check replaced by true is killed (a count task without a line); the type check replaced by true is not: a movement task names no inventory line, so the line check alone keeps it out',
      },
    ],
  },
  'warehouse-split': {
    description: 'warehouse engine: split order',
    mutate: ['plugins/warehouse/server/engine/split-order.ts'],
    tests: ['plugins/warehouse/server/engine/split-order.test.ts'],
    databaseTests: true,
    slow: true,
    equivalent: [],
  },
  'order-money': {
    description: 'sales order money: line prices, order totals, discount rounding',
    mutate: ['core/src/sales-rules/order-money.ts'],
    tests: ['core/src/sales-rules/order-money.test.ts'],
    equivalent: [
      { mutant: 'core/src/sales-rules/order-money.ts:43 ConditionalExpression true', reason: 'without the null check, null > 0 and undefined > 0 are false all the same' },
      { mutant: 'core/src/sales-rules/order-money.ts:47 EqualityOperator quantity >= 0', reason: 'a quantity of 0 truncates to 0, as the else branch answers' },
      {
        mutant: 'core/src/sales-rules/order-money.ts:52 ConditionalExpression false',
        reason: 'unitPriceOf answers null, never undefined, and Math.round(null * 100) x quantity is 0',
      },
      {
        mutant: 'core/src/sales-rules/order-money.ts:62 ConditionalExpression true',
        reason: 'two mutants, one key: without the null check Number.isFinite(null) is false anyway; without the finite check NaN fails discount > 0 and Infinity discount <= 100',
      },
      {
        mutant: 'core/src/sales-rules/order-money.ts:62 LogicalOperator discount != null || Number.isFinite(discount)',
        reason: 'NaN and the infinities fail discount > 0 or discount <= 100; null and undefined fail both sides',
      },
      { mutant: 'core/src/sales-rules/order-money.ts:62 EqualityOperator discount >= 0', reason: 'a discount of 0 is answered as 0 either way' },
      { mutant: 'core/src/sales-rules/order-money.ts:72 EqualityOperator scaled <= 0n', reason: 'scaled 0n negated is 0n again (a BigInt has no -0)' },
    ],
  },
  // Every engine test that makes an order reaches the pricing (create prices it): run only the
  // pricing's own tests, on the database.
  'order-money-server': {
    description: 'sales order money: the server writing line prices and order totals into orders',
    mutate: ['plugins/warehouse/server/engine/order-money.ts'],
    tests: ['plugins/warehouse/server/engine/order-money.test.ts'],
    databaseTests: true,
    slow: true,
    equivalent: [
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:20 ConditionalExpression true',
        reason:
          'comparing the figures exactly: both are the double nearest a 2-decimal amount (cents / 100 here, numeric(14,2) read as float8 there), so equal cents are equal doubles',
      },
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:32 ConditionalExpression false',
        reason: 'without the early return the queries for no order find no row, so nothing is written or touched either',
      },
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:49 ArrayDeclaration ["Stryker was here"]',
        reason: 'a string in place of a line has no quantity and no price, so the money rules add 0 cents for it',
      },
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:53 ArrayDeclaration ["Stryker was here"]',
        reason: 'the same for an order without lines: the string adds 0 cents, as no line does',
      },
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:57 ConditionalExpression true',
        reason: 'the update of no line (unnest of empty arrays) changes no row',
      },
      {
        mutant: 'plugins/warehouse/server/engine/order-money.ts:63 ConditionalExpression true',
        reason: 'the update of no order changes no row',
      },
    ],
  },
  'purchase-demand': {
    description: 'purchase demand: min/max rule, forecast, period days',
    mutate: ['plugins/purchase/server/demand.ts', 'plugins/purchase/server/period.ts'],
    tests: ['plugins/purchase/server/demand.test.ts', 'plugins/purchase/server/period.test.ts'],
    equivalent: [],
  },
  'purchase-demand-query': {
    description: 'purchase demand: the figures per material from the database',
    mutate: ['plugins/purchase/server/demand-query.ts'],
    tests: ['plugins/purchase/server/demand-query.test.ts'],
    databaseTests: true,
    equivalent: [
      {
        mutant: 'plugins/purchase/server/demand-query.ts:99 ConditionalExpression false',
        reason: 'without the early return the query runs for no supplier and answers no line, so the answer is [] all the same',
      },
    ],
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
      { mutant: 'apps/server/src/auth/authenticate.ts:14 OptionalChaining type.toLowerCase', reason: "split(' ') always answers at least one element, so type is never undefined" },
      {
        mutant: 'apps/server/src/auth/authenticate.ts:80 OptionalChaining config.public',
        reason: 'Fastify gives every matched route a config object (an unmatched request returned before)',
      },
      { mutant: 'apps/server/src/auth/authenticate.ts:85 OptionalChaining config.permission', reason: 'the same: a matched route always has a config object' },
      {
        mutant: 'apps/server/src/permissions/permission-service.ts:48 StringLiteral ""',
        reason: "readFileSync with the encoding '' answers a Buffer, which JSON.parse reads as the same text",
      },
      { mutant: 'apps/server/src/permissions/permission-service.ts:73 ObjectLiteral {}', reason: 'without the default options devMode is undefined, which is as false as false' },
    ],
  },
  'list-cache': {
    description: 'the list answer cache: per-table change labels, source tables of a view, folding',
    mutate: ['apps/server/src/lists/list-answer-cache.ts', 'apps/server/src/lists/list-source-tables.ts'],
    // Straight against PGlite in memory (seconds), not through a server; tests/api/list-answer-cache.test.ts covers the routes.
    tests: ['apps/server/src/lists/list-answer-cache.test.ts'],
    equivalent: [],
  },
  'hub-registry': {
    description: "the live-update hub's registry of connections per view",
    mutate: ['apps/server/src/live/view-registry.ts', 'apps/server/src/live/live-hub.ts', 'apps/server/src/live/hub-methods.ts'],
    tests: ['apps/server/src/live/live-hub.test.ts', 'apps/server/src/live/hub-registry.test.ts', 'apps/server/src/live/hub-connections.test.ts'],
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
    mutate: ['plugins/settings/server/excel-import/write-import.ts'],
    tests: ['plugins/settings/server/excel-import/write-import.test.ts'],
    sharedDatabase: true,
    equivalent: [
      {
        mutant: 'plugins/settings/server/excel-import/write-import.ts:27 MethodExpression String(v).toUpperCase()',
        reason: 'the names stored and the names looked up go through the same function, so the match is case-blind either way',
      },
    ],
  },
  'filter-conversion': {
    description: 'filter conversion: the operator set (SQL and live), grid filters to list queries and back, live rows against filters and the fixed query',
    mutate: [
      'core/src/schema/filter-operators.ts',
      'core/src/schema/list-operators.ts',
      'core/src/grid/filters/filter-compare.ts',
      'core/src/grid/filters/fixed-query.ts',
      'core/src/grid/filters/filter-query.ts',
      'core/src/grid/filters/url-filters.ts',
    ],
    tests: [
      'core/src/schema/filter-operators.test.ts',
      'core/src/grid/filters/fixed-query.test.ts',
      'core/src/grid/filters/filters.test.ts',
      'core/src/grid/filters/url-filters.test.ts',
      'core/src/grid/filters/live-compare-edges.test.ts',
      'core/src/views/view-filters.test.ts',
    ],
    equivalent: [
      {
        mutant: 'core/src/schema/filter-operators.ts:90 ConditionalExpression false',
        reason: 'canonicalOperator(undefined) is undefined, as the guarded branch answers',
      },
      {
        mutant: 'core/src/grid/filters/filter-compare.ts:24 StringLiteral ""',
        reason: 'a text filter compares as text; the type "" falls to the same text comparison',
      },
      {
        mutant: 'core/src/grid/filters/filter-compare.ts:27 StringLiteral ""',
        reason: 'both sides are made true or false first; as text, "false" and "true" equal and order as false and true do',
      },
      {
        mutant: 'core/src/grid/filters/fixed-query.ts:36 StringLiteral ""',
        reason: 'the type "" falls to the text comparison, as "text" does',
      },
      {
        mutant: 'core/src/grid/filters/filter-query.ts:29 ConditionalExpression true',
        reason: 'Number.isFinite does not convert: it is false for every value that is not a number, as the typeof check is',
      },
      {
        mutant: 'core/src/grid/filters/filter-query.ts:43 ArrayDeclaration ["Stryker was here"]',
        reason: 'the strings of the replaced list have no id, so they are left out as the empty list leaves them',
      },
    ],
  },
};
