/**
 * The feature flags, switched on per business unit. A flag reaches the console in
 * the token's enabledFeature claim at the next sign-in; menu routes and pages that name it appear.
 */
export const FEATURE_FLAGS = [
  'MaterialsServerSidePaging',
  'TasksServerSidePaging',
  'StockServerSidePaging',
  'LocationServerSidePaging',
  'JobServerSidePaging',
  'OutgoingOrderServerSidePaging',
  'IngoingOrderServerSidePaging',
  'OperationServerSidePaging',
  'PurchaseModule',
  'ReportsServerSidePaging',
  'InventoryServerSidePaging',
  'OpenIdConnect',
  'MaintenanceMinMax',
  'MaintenanceOrderBased',
  'InventoryManual',
  'InventoryZeroCount',
  'MaterialSummary',
  'MaterialTransaction',
  'CreateSalesOrderFromCockpit',
  'BusinessIntelligence',
  'SlowMovingMaterialsOverView',
  'EmployeeEfficiency',
  'ScreenStudio',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Code switches: switches per business unit that name no route. The server answers them (GET
 * EnabledCodeSwitches) and acts on them (plugins/warehouse/server/engine/code-switches.ts); see
 * docs/decisions/0035-code-switches.md.
 */
export const CODE_SWITCHES = ['StrictBatchControl', 'RequireCauseCodeOnDeviation', 'AutoCompleteOrders', 'SendStockChangedMessages'] as const;
export type CodeSwitch = (typeof CODE_SWITCHES)[number];
