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
  labelPreview: { key: 'Material.labelPreview', method: 'GET', path: '/api/Material/labelPreview/{materialId}/{printerId}' },
  printLabel: { key: 'Material.printLabel', method: 'POST', path: '/api/Material/printLabel' },
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
  DynamicAttributes: { key: 'FeatureSettings.DynamicAttributes', method: 'GET', path: '/api/Settings/DynamicAttributes' },
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
  orderType: { key: 'OutgoingOrder.orderType', method: 'GET', path: '/api/OutgoingOrder/orderType' },
  deliveryType: { key: 'OutgoingOrder.deliveryType', method: 'GET', path: '/api/OutgoingOrder/deliveryType' },
  getCustomerInformation: { key: 'OutgoingOrder.getCustomerInformation', method: 'GET', path: '/api/OutgoingOrder/getCustomerInformation/{id}' },
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
