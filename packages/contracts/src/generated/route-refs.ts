// Written by `cockpit gen paths` from the route table (packages/contracts/src/routes): do not edit.
// Each route's key, method and path, typed as its definition: the console's first screen calls routes
// by these references, so that the schemas (and TypeBox) stay out of its script.
import type { RouteRefs } from '../define-route';
import type { routes } from '../routes';

export const ApiReference: RouteRefs<typeof routes.ApiReference> = {
  openapi: { key: 'ApiReference.openapi', method: 'GET', path: '/api/openapi.json' },
};

export const Authentication: RouteRefs<typeof routes.Authentication> = {
  user: { key: 'Authentication.user', method: 'POST', path: '/api/Authentication/user' },
  openIdEnabled: { key: 'Authentication.openIdEnabled', method: 'GET', path: '/api/Authentication/openIdEnabled' },
  oidcAddress: { key: 'Authentication.oidcAddress', method: 'GET', path: '/api/Authentication/oidcAddress' },
  oidcStart: { key: 'Authentication.oidcStart', method: 'GET', path: '/api/Authentication/oidc/start' },
  oidcCallback: { key: 'Authentication.oidcCallback', method: 'GET', path: '/api/Authentication/oidc/callback' },
  oidcToken: { key: 'Authentication.oidcToken', method: 'POST', path: '/api/Authentication/oidc/token' },
};

export const UserSession: RouteRefs<typeof routes.UserSession> = {
  heartbeat: { key: 'UserSession.heartbeat', method: 'POST', path: '/api/UserSession/heartbeat' },
  logout: { key: 'UserSession.logout', method: 'POST', path: '/api/UserSession/logout' },
  active: { key: 'UserSession.active', method: 'GET', path: '/api/UserSession/active' },
  end: { key: 'UserSession.end', method: 'DELETE', path: '/api/UserSession/{id}' },
};

export const UserManagement: RouteRefs<typeof routes.UserManagement> = {
  openIdLink: { key: 'UserManagement.openIdLink', method: 'PUT', path: '/api/UserManagement/openIdLink' },
  openIdLinks: { key: 'UserManagement.openIdLinks', method: 'GET', path: '/api/UserManagement/openIdLink' },
  openIdUnlink: { key: 'UserManagement.openIdUnlink', method: 'DELETE', path: '/api/UserManagement/openIdLink' },
  description: { key: 'UserManagement.description', method: 'GET', path: '/api/UserManagement/description' },
  roles: { key: 'UserManagement.roles', method: 'GET', path: '/api/UserManagement/roles' },
  create: { key: 'UserManagement.create', method: 'POST', path: '/api/UserManagement' },
  update: { key: 'UserManagement.update', method: 'PUT', path: '/api/UserManagement' },
  delete: { key: 'UserManagement.delete', method: 'DELETE', path: '/api/UserManagement' },
};

export const CompanyInfo: RouteRefs<typeof routes.CompanyInfo> = {
  get: { key: 'CompanyInfo.get', method: 'GET', path: '/api/companyinfo' },
  save: { key: 'CompanyInfo.save', method: 'POST', path: '/api/companyinfo' },
};

export const Localization: RouteRefs<typeof routes.Localization> = {
  languages: { key: 'Localization.languages', method: 'GET', path: '/api/Localization/languages' },
  translations: { key: 'Localization.translations', method: 'GET', path: '/api/Localization/translations' },
  translationsnested: { key: 'Localization.translationsnested', method: 'GET', path: '/api/Localization/translationsnested' },
};

export const Schemas: RouteRefs<typeof routes.Schemas> = {
  bundle: { key: 'Schemas.bundle', method: 'GET', path: '/api/Schemas/bundle' },
  validation: { key: 'Schemas.validation', method: 'GET', path: '/api/Schemas/validation' },
};

export const Location: RouteRefs<typeof routes.Location> = {
  description: { key: 'Location.description', method: 'GET', path: '/api/Location/description' },
  header: { key: 'Location.header', method: 'GET', path: '/api/Location/header' },
  headerById: { key: 'Location.headerById', method: 'GET', path: '/api/Location/header/{id}' },
  create: { key: 'Location.create', method: 'POST', path: '/api/Location' },
  update: { key: 'Location.update', method: 'PUT', path: '/api/Location' },
  delete: { key: 'Location.delete', method: 'DELETE', path: '/api/Location' },
};

export const Material: RouteRefs<typeof routes.Material> = {
  description: { key: 'Material.description', method: 'GET', path: '/api/Material/description' },
  searchIndex: { key: 'Material.searchIndex', method: 'GET', path: '/api/Material/description/searchIndex' },
  search: { key: 'Material.search', method: 'GET', path: '/api/Material/search' },
  Search: { key: 'Material.Search', method: 'POST', path: '/api/Material/Search' },
  get: { key: 'Material.get', method: 'POST', path: '/api/Material/get' },
  bom: { key: 'Material.bom', method: 'GET', path: '/api/Material/bom/{materialNumber}' },
  create: { key: 'Material.create', method: 'POST', path: '/api/Material' },
  UpdateMaterial: { key: 'Material.UpdateMaterial', method: 'PUT', path: '/api/Material/UpdateMaterial' },
  delete: { key: 'Material.delete', method: 'DELETE', path: '/api/Material' },
  GetUnassociatedMaterials: { key: 'Material.GetUnassociatedMaterials', method: 'GET', path: '/api/Material/GetUnassociatedMaterials' },
  GetMaterialsForAssociations: { key: 'Material.GetMaterialsForAssociations', method: 'GET', path: '/api/Material/GetMaterialsForAssociations' },
  GetUndraftedSupplierMaterials: { key: 'Material.GetUndraftedSupplierMaterials', method: 'GET', path: '/api/Material/GetUndraftedSupplierMaterials/{supplierId}/{draftId}' },
  labelPreview: { key: 'Material.labelPreview', method: 'GET', path: '/api/Material/labelPreview/{materialId}/{printerId}' },
  printLabel: { key: 'Material.printLabel', method: 'POST', path: '/api/Material/printLabel' },
};

export const Stock: RouteRefs<typeof routes.Stock> = {
  description: { key: 'Stock.description', method: 'GET', path: '/api/Stock/description' },
  outgoingReservations: { key: 'Stock.outgoingReservations', method: 'GET', path: '/api/Stock/outgoingReservations/{id}' },
  gain: { key: 'Stock.gain', method: 'POST', path: '/api/Stock/gain' },
  lose: { key: 'Stock.lose', method: 'POST', path: '/api/Stock/lose' },
  move: { key: 'Stock.move', method: 'POST', path: '/api/Stock/move' },
  unprepare: { key: 'Stock.unprepare', method: 'PUT', path: '/api/Stock/unprepare' },
  dedicateLocation: { key: 'Stock.dedicateLocation', method: 'POST', path: '/api/Stock/dedicateLocation' },
  removeDedicatedLocation: { key: 'Stock.removeDedicatedLocation', method: 'PUT', path: '/api/Stock/removeDedicatedLocation' },
};

export const DedicatedLocation: RouteRefs<typeof routes.DedicatedLocation> = {
  all: { key: 'DedicatedLocation.all', method: 'GET', path: '/api/DedicatedLocation' },
  single: { key: 'DedicatedLocation.single', method: 'GET', path: '/api/DedicatedLocation/single' },
  create: { key: 'DedicatedLocation.create', method: 'POST', path: '/api/DedicatedLocation' },
  update: { key: 'DedicatedLocation.update', method: 'PUT', path: '/api/DedicatedLocation' },
  delete: { key: 'DedicatedLocation.delete', method: 'DELETE', path: '/api/DedicatedLocation' },
};

export const User: RouteRefs<typeof routes.User> = {
  current: { key: 'User.current', method: 'GET', path: '/api/User/current' },
  changePassword: { key: 'User.changePassword', method: 'PUT', path: '/api/User/changePassword' },
  changePasswordAtLogin: { key: 'User.changePasswordAtLogin', method: 'PUT', path: '/api/User/changePasswordAtLogin' },
  updatePicture: { key: 'User.updatePicture', method: 'PUT', path: '/api/User/updatePicture' },
  changeDefaultLanguage: { key: 'User.changeDefaultLanguage', method: 'PUT', path: '/api/User/changeDefaultLanguage' },
  cockpitSettings: { key: 'User.cockpitSettings', method: 'GET', path: '/api/User/cockpitSettings' },
  routesSettings: { key: 'User.routesSettings', method: 'GET', path: '/api/User/routesSettings' },
  menuSettings: { key: 'User.menuSettings', method: 'GET', path: '/api/User/menuSettings' },
  settings: { key: 'User.settings', method: 'PUT', path: '/api/User/settings' },
  settingsForAll: { key: 'User.settingsForAll', method: 'PUT', path: '/api/User/settingsForAll' },
  deleteSettings: { key: 'User.deleteSettings', method: 'DELETE', path: '/api/User/settings' },
  gridSettings: { key: 'User.gridSettings', method: 'GET', path: '/api/User/gridSettings' },
  primaryViews: { key: 'User.primaryViews', method: 'GET', path: '/api/User/primaryViews' },
  primaryViewSaveForMe: { key: 'User.primaryViewSaveForMe', method: 'PUT', path: '/api/User/PrimaryView/SaveForMe' },
  primaryViewSaveForAll: { key: 'User.primaryViewSaveForAll', method: 'PUT', path: '/api/User/PrimaryView/SaveForAll' },
  primaryViewClear: { key: 'User.primaryViewClear', method: 'DELETE', path: '/api/User/PrimaryView' },
};

export const Admin: RouteRefs<typeof routes.Admin> = {
  backup: { key: 'Admin.backup', method: 'POST', path: '/api/Admin/backup' },
};

export const CustomView: RouteRefs<typeof routes.CustomView> = {
  header: { key: 'CustomView.header', method: 'GET', path: '/api/CustomView/header' },
  detail: { key: 'CustomView.detail', method: 'GET', path: '/api/CustomView/detail/{id}' },
  saveForMe: { key: 'CustomView.saveForMe', method: 'PUT', path: '/api/CustomView/SaveForMe' },
  saveForBusinessUnit: { key: 'CustomView.saveForBusinessUnit', method: 'PUT', path: '/api/CustomView/SaveForBusinessUnit' },
  saveForAll: { key: 'CustomView.saveForAll', method: 'PUT', path: '/api/CustomView/SaveForAll' },
  delete: { key: 'CustomView.delete', method: 'DELETE', path: '/api/CustomView' },
};

export const Seeding: RouteRefs<typeof routes.Seeding> = {
  defaultUserSettings: { key: 'Seeding.defaultUserSettings', method: 'GET', path: '/api/Seeding/defaultUserSettings' },
  userSettings: { key: 'Seeding.userSettings', method: 'PUT', path: '/api/Seeding/userSettings' },
  gridSettings: { key: 'Seeding.gridSettings', method: 'PUT', path: '/api/Seeding/gridSettings' },
  kpiSettings: { key: 'Seeding.kpiSettings', method: 'PUT', path: '/api/Seeding/kpiSettings' },
  excel: { key: 'Seeding.excel', method: 'POST', path: '/api/Seeding/excel' },
  exceltemplate: { key: 'Seeding.exceltemplate', method: 'GET', path: '/api/Seeding/excel/template' },
};

export const Command: RouteRefs<typeof routes.Command> = {
  transactionStatus: { key: 'Command.transactionStatus', method: 'GET', path: '/api/Command/transaction/status/{id}' },
};

export const FeatureSettings: RouteRefs<typeof routes.FeatureSettings> = {
  AvailableFeatureFlags: { key: 'FeatureSettings.AvailableFeatureFlags', method: 'GET', path: '/api/Settings/AvailableFeatureFlags' },
  EnabledFeatureFlags: { key: 'FeatureSettings.EnabledFeatureFlags', method: 'GET', path: '/api/Settings/EnabledFeatureFlags' },
  saveEnabledFeatureFlags: { key: 'FeatureSettings.saveEnabledFeatureFlags', method: 'POST', path: '/api/Settings/EnabledFeatureFlags' },
  AvailableCodeSwitches: { key: 'FeatureSettings.AvailableCodeSwitches', method: 'GET', path: '/api/Settings/AvailableCodeSwitches' },
  EnabledCodeSwitches: { key: 'FeatureSettings.EnabledCodeSwitches', method: 'GET', path: '/api/Settings/EnabledCodeSwitches' },
  saveEnabledCodeSwitches: { key: 'FeatureSettings.saveEnabledCodeSwitches', method: 'POST', path: '/api/Settings/EnabledCodeSwitches' },
  DynamicAttributes: { key: 'FeatureSettings.DynamicAttributes', method: 'GET', path: '/api/Settings/DynamicAttributes' },
};

export const BusinessUnit: RouteRefs<typeof routes.BusinessUnit> = {
  list: { key: 'BusinessUnit.list', method: 'GET', path: '/api/Settings/BusinessUnits' },
};

export const ServerInfo: RouteRefs<typeof routes.ServerInfo> = {
  version: { key: 'ServerInfo.version', method: 'GET', path: '/api/Settings/version' },
};

export const Supplier: RouteRefs<typeof routes.Supplier> = {
  description: { key: 'Supplier.description', method: 'GET', path: '/api/Supplier/description' },
  header: { key: 'Supplier.header', method: 'GET', path: '/api/Supplier/header' },
  create: { key: 'Supplier.create', method: 'POST', path: '/api/Supplier' },
  update: { key: 'Supplier.update', method: 'PUT', path: '/api/Supplier' },
  delete: { key: 'Supplier.delete', method: 'DELETE', path: '/api/Supplier' },
  AssociateMaterialsToSupplier: { key: 'Supplier.AssociateMaterialsToSupplier', method: 'PUT', path: '/api/Supplier/AssociateMaterialsToSupplier' },
  RemoveMaterialsFromSupplier: { key: 'Supplier.RemoveMaterialsFromSupplier', method: 'PUT', path: '/api/Supplier/RemoveMaterialsFromSupplier' },
  ProductLines: { key: 'Supplier.ProductLines', method: 'POST', path: '/api/Supplier/ProductLines/{id}' },
};

export const UserChoice: RouteRefs<typeof routes.UserChoice> = {
  perform: { key: 'UserChoice.perform', method: 'POST', path: '/api/UserChoice/perform' },
};

export const UserRole: RouteRefs<typeof routes.UserRole> = {
  list: { key: 'UserRole.list', method: 'GET', path: '/api/UserRole' },
  warehouseAreas: { key: 'UserRole.warehouseAreas', method: 'GET', path: '/api/UserRole/warehouseAreas' },
  assignable: { key: 'UserRole.assignable', method: 'GET', path: '/api/UserRole/assignable' },
  create: { key: 'UserRole.create', method: 'POST', path: '/api/UserRole' },
  update: { key: 'UserRole.update', method: 'PUT', path: '/api/UserRole' },
  delete: { key: 'UserRole.delete', method: 'DELETE', path: '/api/UserRole/{id}' },
  permissions: { key: 'UserRole.permissions', method: 'GET', path: '/api/UserRole/{id}/permissions' },
  savePermissions: { key: 'UserRole.savePermissions', method: 'PUT', path: '/api/UserRole/{id}/permissions' },
};

export const OutgoingOrder: RouteRefs<typeof routes.OutgoingOrder> = {
  description: { key: 'OutgoingOrder.description', method: 'GET', path: '/api/OutgoingOrder/description' },
  lines: { key: 'OutgoingOrder.lines', method: 'GET', path: '/api/OutgoingOrder/lines' },
  orderType: { key: 'OutgoingOrder.orderType', method: 'GET', path: '/api/OutgoingOrder/orderType' },
  deliveryType: { key: 'OutgoingOrder.deliveryType', method: 'GET', path: '/api/OutgoingOrder/deliveryType' },
  getCustomerInformation: { key: 'OutgoingOrder.getCustomerInformation', method: 'GET', path: '/api/OutgoingOrder/getCustomerInformation/{id}' },
  cancel: { key: 'OutgoingOrder.cancel', method: 'PUT', path: '/api/OutgoingOrder/cancel' },
  cancelsalesorder: { key: 'OutgoingOrder.cancelsalesorder', method: 'POST', path: '/api/OutgoingOrder/cancelsalesorder' },
  pickedStock: { key: 'OutgoingOrder.pickedStock', method: 'PUT', path: '/api/OutgoingOrder/pickedStock' },
  unprepare: { key: 'OutgoingOrder.unprepare', method: 'PUT', path: '/api/OutgoingOrder/unprepare/{id}' },
  orderlineQuantity: { key: 'OutgoingOrder.orderlineQuantity', method: 'PUT', path: '/api/OutgoingOrder/orderline/quantity' },
  DeliveryPriority: { key: 'OutgoingOrder.DeliveryPriority', method: 'PUT', path: '/api/OutgoingOrder/DeliveryPriority' },
  DeliveryType: { key: 'OutgoingOrder.DeliveryType', method: 'PUT', path: '/api/OutgoingOrder/DeliveryType' },
};

export const IngoingOrder: RouteRefs<typeof routes.IngoingOrder> = {
  description: { key: 'IngoingOrder.description', method: 'GET', path: '/api/IngoingOrder/description' },
  complete: { key: 'IngoingOrder.complete', method: 'PATCH', path: '/api/IngoingOrder/complete' },
  cancel: { key: 'IngoingOrder.cancel', method: 'PUT', path: '/api/IngoingOrder/cancel' },
};

export const Job: RouteRefs<typeof routes.Job> = {
  description: { key: 'Job.description', method: 'GET', path: '/api/Job/description' },
  users: { key: 'Job.users', method: 'GET', path: '/api/Job/users' },
  userRoles: { key: 'Job.userRoles', method: 'GET', path: '/api/Job/userRoles' },
  instructions: { key: 'Job.instructions', method: 'GET', path: '/api/Job/instructions/{id}' },
  createInventoryJobs: { key: 'Job.createInventoryJobs', method: 'POST', path: '/api/Job/createInventoryJobs' },
  createRecountInventoryJobs: { key: 'Job.createRecountInventoryJobs', method: 'POST', path: '/api/Job/createRecountInventoryJobs' },
  createAndStartFromStocks: { key: 'Job.createAndStartFromStocks', method: 'POST', path: '/api/Job/createAndStartFromStocks' },
  createAndAssignJobFromTasks: { key: 'Job.createAndAssignJobFromTasks', method: 'POST', path: '/api/Job/createAndAssignJobFromTasks' },
  assign: { key: 'Job.assign', method: 'PUT', path: '/api/Job/assign' },
  unassign: { key: 'Job.unassign', method: 'PUT', path: '/api/Job/unassign' },
  assignOperationsToUser: { key: 'Job.assignOperationsToUser', method: 'PUT', path: '/api/Job/assignOperationsToUser' },
  tryDeviateOnInstruction: { key: 'Job.tryDeviateOnInstruction', method: 'PUT', path: '/api/Job/tryDeviateOnInstruction' },
  tryFinish: { key: 'Job.tryFinish', method: 'PUT', path: '/api/Job/tryFinish' },
  end: { key: 'Job.end', method: 'PUT', path: '/api/Job/end' },
  cancel: { key: 'Job.cancel', method: 'PUT', path: '/api/Job/cancel' },
  dissolve: { key: 'Job.dissolve', method: 'PUT', path: '/api/Job/dissolve' },
};

export const Task: RouteRefs<typeof routes.Task> = {
  description: { key: 'Task.description', method: 'GET', path: '/api/Task/description' },
  cancel: { key: 'Task.cancel', method: 'PUT', path: '/api/Task/cancel' },
};

export const Process: RouteRefs<typeof routes.Process> = {
  prepare: { key: 'Process.prepare', method: 'PUT', path: '/api/Process/prepare' },
  preparePartly: { key: 'Process.preparePartly', method: 'PUT', path: '/api/Process/preparePartly' },
  prepareAndWait: { key: 'Process.prepareAndWait', method: 'PUT', path: '/api/Process/prepareAndWait' },
  unprepare: { key: 'Process.unprepare', method: 'PUT', path: '/api/Process/unprepare' },
  cancelOrderInProcesses: { key: 'Process.cancelOrderInProcesses', method: 'PUT', path: '/api/Process/cancelOrderInProcesses' },
  executionPriority: { key: 'Process.executionPriority', method: 'PUT', path: '/api/Process/executionPriority' },
};

export const ProcessDefinition: RouteRefs<typeof routes.ProcessDefinition> = {
  activeCategories: { key: 'ProcessDefinition.activeCategories', method: 'GET', path: '/api/ProcessDefinition/activeCategories' },
};

export const Operation: RouteRefs<typeof routes.Operation> = {
  description: { key: 'Operation.description', method: 'GET', path: '/api/Operation/description' },
  SplitOrder: { key: 'Operation.SplitOrder', method: 'POST', path: '/api/Operation/SplitOrder' },
  reassign: { key: 'Operation.reassign', method: 'PUT', path: '/api/Operation/reassign' },
};

export const Tools: RouteRefs<typeof routes.Tools> = {
  UpdateOperationViewData: { key: 'Tools.UpdateOperationViewData', method: 'POST', path: '/api/Tools/UpdateOperationViewData' },
};

export const Inventory: RouteRefs<typeof routes.Inventory> = {
  description: { key: 'Inventory.description', method: 'GET', path: '/api/Inventory/description' },
  lines: { key: 'Inventory.lines', method: 'GET', path: '/api/Inventory/lines' },
  lineTasks: { key: 'Inventory.lineTasks', method: 'GET', path: '/api/Inventory/lines/{id}/tasks' },
  acceptLines: { key: 'Inventory.acceptLines', method: 'PUT', path: '/api/Inventory/lines/accept' },
  cancelLines: { key: 'Inventory.cancelLines', method: 'PUT', path: '/api/Inventory/lines/cancel' },
  addLine: { key: 'Inventory.addLine', method: 'POST', path: '/api/Inventory/lines' },
  cancelInventory: { key: 'Inventory.cancelInventory', method: 'PUT', path: '/api/Inventory/cancelInventory' },
  approveInventory: { key: 'Inventory.approveInventory', method: 'PUT', path: '/api/Inventory/approveInventory' },
};

export const StockAttribute: RouteRefs<typeof routes.StockAttribute> = {
  description: { key: 'StockAttribute.description', method: 'GET', path: '/api/StockAttribute/description' },
  EnumOptions: { key: 'StockAttribute.EnumOptions', method: 'GET', path: '/api/StockAttribute/EnumOptions' },
  create: { key: 'StockAttribute.create', method: 'PUT', path: '/api/StockAttribute/create' },
  update: { key: 'StockAttribute.update', method: 'PUT', path: '/api/StockAttribute/update' },
  delete: { key: 'StockAttribute.delete', method: 'DELETE', path: '/api/StockAttribute/{id}' },
};

export const LocationRole: RouteRefs<typeof routes.LocationRole> = {
  header: { key: 'LocationRole.header', method: 'GET', path: '/api/LocationRole/header' },
};

export const LocationRoleGroup: RouteRefs<typeof routes.LocationRoleGroup> = {
  header: { key: 'LocationRoleGroup.header', method: 'GET', path: '/api/LocationRoleGroup/header' },
  detail: { key: 'LocationRoleGroup.detail', method: 'GET', path: '/api/LocationRoleGroup/detail/{id}' },
};

export const LoadCarrierType: RouteRefs<typeof routes.LoadCarrierType> = {
  header: { key: 'LoadCarrierType.header', method: 'GET', path: '/api/LoadCarrierType/header' },
};

export const ErpClassification: RouteRefs<typeof routes.ErpClassification> = {
  header: { key: 'ErpClassification.header', method: 'GET', path: '/api/ErpClassification/header' },
};

export const Lookup: RouteRefs<typeof routes.Lookup> = {
  all: { key: 'Lookup.all', method: 'GET', path: '/api/Lookup' },
  byType: { key: 'Lookup.byType', method: 'GET', path: '/api/Lookup/{lookupType}' },
  UnitOfMeasure: { key: 'Lookup.UnitOfMeasure', method: 'GET', path: '/api/Lookup/UnitOfMeasure' },
  MaterialGroup: { key: 'Lookup.MaterialGroup', method: 'GET', path: '/api/Lookup/MaterialGroup' },
  Container: { key: 'Lookup.Container', method: 'GET', path: '/api/Lookup/Container' },
};

export const Terminal: RouteRefs<typeof routes.Terminal> = {
  startJob: { key: 'Terminal.startJob', method: 'PUT', path: '/api/Terminal/startJob' },
  performTask: { key: 'Terminal.performTask', method: 'PUT', path: '/api/Terminal/performTask' },
  receiveLine: { key: 'Terminal.receiveLine', method: 'POST', path: '/api/Terminal/receiveLine' },
};

export const Printer: RouteRefs<typeof routes.Printer> = {
  description: { key: 'Printer.description', method: 'GET', path: '/api/Printer/description' },
  materialPrintersWithDefinitions: { key: 'Printer.materialPrintersWithDefinitions', method: 'GET', path: '/api/Printer/materialPrintersWithDefinitions/list' },
  labelDefinitions: { key: 'Printer.labelDefinitions', method: 'GET', path: '/api/Printer/labelDefinitions' },
  create: { key: 'Printer.create', method: 'POST', path: '/api/Printer' },
  update: { key: 'Printer.update', method: 'PUT', path: '/api/Printer/{id}' },
  delete: { key: 'Printer.delete', method: 'DELETE', path: '/api/Printer/{id}' },
};

export const Maintenance: RouteRefs<typeof routes.Maintenance> = {
  description: { key: 'Maintenance.description', method: 'GET', path: '/api/Maintenance/description' },
  minMax: { key: 'Maintenance.minMax', method: 'PUT', path: '/api/Maintenance/minMax' },
  replenishMinMax: { key: 'Maintenance.replenishMinMax', method: 'PUT', path: '/api/Maintenance/replenishMinMax' },
  replenishOrderBased: { key: 'Maintenance.replenishOrderBased', method: 'PUT', path: '/api/Maintenance/replenishOrderBased' },
};

export const IntegrationData: RouteRefs<typeof routes.IntegrationData> = {
  list: { key: 'IntegrationData.list', method: 'GET', path: '/api/IntegrationData' },
  IntegrationTypes: { key: 'IntegrationData.IntegrationTypes', method: 'GET', path: '/api/IntegrationData/IntegrationTypes' },
  ExternalSystemNames: { key: 'IntegrationData.ExternalSystemNames', method: 'GET', path: '/api/IntegrationData/ExternalSystemNames' },
  ExternalEndpointNames: { key: 'IntegrationData.ExternalEndpointNames', method: 'GET', path: '/api/IntegrationData/ExternalEndpointNames' },
  MainRetrievalEndpointNames: { key: 'IntegrationData.MainRetrievalEndpointNames', method: 'GET', path: '/api/IntegrationData/MainRetrievalEndpointNames' },
  EventSubscriptionNames: { key: 'IntegrationData.EventSubscriptionNames', method: 'GET', path: '/api/IntegrationData/EventSubscriptionNames' },
  SortOrder: { key: 'IntegrationData.SortOrder', method: 'GET', path: '/api/IntegrationData/SortOrder' },
  IntegrationResultLevelFilter: { key: 'IntegrationData.IntegrationResultLevelFilter', method: 'GET', path: '/api/IntegrationData/IntegrationResultLevelFilter' },
  Initiated: { key: 'IntegrationData.Initiated', method: 'GET', path: '/api/IntegrationData/Initiated' },
  exchange: { key: 'IntegrationData.exchange', method: 'GET', path: '/api/IntegrationData/{id}/exchange' },
};

export const LiveHub: RouteRefs<typeof routes.LiveHub> = {
  viewHub: { key: 'Authentication.viewHub', method: 'GET', path: '/api/Authentication/viewHub' },
};

export const Studio: RouteRefs<typeof routes.Studio> = {
  screen: { key: 'Studio.screen', method: 'GET', path: '/api/Studio/screens/{gridId}' },
  lists: { key: 'Studio.lists', method: 'GET', path: '/api/Studio/lists' },
  overlays: { key: 'Studio.overlays', method: 'GET', path: '/api/Studio/overlays' },
  versions: { key: 'Studio.versions', method: 'GET', path: '/api/Studio/screens/{gridId}/versions' },
  check: { key: 'Studio.check', method: 'POST', path: '/api/Studio/screens/{gridId}/check' },
  save: { key: 'Studio.save', method: 'PUT', path: '/api/Studio/screens/{gridId}' },
  rollback: { key: 'Studio.rollback', method: 'POST', path: '/api/Studio/screens/{gridId}/rollback' },
};
