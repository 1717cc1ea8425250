// Written by `cockpit gen paths` from the route table (packages/contracts/src/routes): do not edit.
// Each route's key, method and path, typed as its definition: the console's first screen calls routes
// by these references, so that the schemas (and TypeBox) stay out of its script.
import type { routes } from '../routes';
import { refsOf } from '../route-refs-of';

export const ApiReference = /* @__PURE__ */ refsOf<typeof routes.ApiReference>('ApiReference', {
  openapi: 'GET /api/openapi.json',
});

export const Authentication = /* @__PURE__ */ refsOf<typeof routes.Authentication>('Authentication', {
  user: 'POST /api/Authentication/user',
  openIdEnabled: 'GET /api/Authentication/openIdEnabled',
  oidcAddress: 'GET /api/Authentication/oidcAddress',
  oidcStart: 'GET /api/Authentication/oidc/start',
  oidcCallback: 'GET /api/Authentication/oidc/callback',
  oidcToken: 'POST /api/Authentication/oidc/token',
});

export const UserSession = /* @__PURE__ */ refsOf<typeof routes.UserSession>('UserSession', {
  heartbeat: 'POST /api/UserSession/heartbeat',
  logout: 'POST /api/UserSession/logout',
});

export const UserManagement = /* @__PURE__ */ refsOf<typeof routes.UserManagement>('UserManagement', {
  openIdLink: 'PUT /api/UserManagement/openIdLink',
  openIdLinks: 'GET /api/UserManagement/openIdLink',
  openIdUnlink: 'DELETE /api/UserManagement/openIdLink',
  description: 'GET /api/UserManagement/description',
  roles: 'GET /api/UserManagement/roles',
  create: 'POST /api/UserManagement',
  update: 'PUT /api/UserManagement',
  delete: 'DELETE /api/UserManagement',
});

export const CompanyInfo = /* @__PURE__ */ refsOf<typeof routes.CompanyInfo>('CompanyInfo', {
  get: 'GET /api/companyinfo',
  save: 'POST /api/companyinfo',
});

export const Localization = /* @__PURE__ */ refsOf<typeof routes.Localization>('Localization', {
  languages: 'GET /api/Localization/languages',
  translations: 'GET /api/Localization/translations',
  translationsnested: 'GET /api/Localization/translationsnested',
});

export const Schemas = /* @__PURE__ */ refsOf<typeof routes.Schemas>('Schemas', {
  bundle: 'GET /api/Schemas/bundle',
  validation: 'GET /api/Schemas/validation',
});

export const Location = /* @__PURE__ */ refsOf<typeof routes.Location>('Location', {
  description: 'GET /api/Location/description',
  header: 'GET /api/Location/header',
  headerById: 'GET /api/Location/header/{id}',
  create: 'POST /api/Location',
  update: 'PUT /api/Location',
  delete: 'DELETE /api/Location',
});

export const Material = /* @__PURE__ */ refsOf<typeof routes.Material>('Material', {
  description: 'GET /api/Material/description',
  searchIndex: 'GET /api/Material/description/searchIndex',
  search: 'GET /api/Material/search',
  Search: 'POST /api/Material/Search',
  get: 'POST /api/Material/get',
  bom: 'GET /api/Material/bom/{materialNumber}',
  create: 'POST /api/Material',
  UpdateMaterial: 'PUT /api/Material/UpdateMaterial',
  delete: 'DELETE /api/Material',
  GetUnassociatedMaterials: 'GET /api/Material/GetUnassociatedMaterials',
  GetMaterialsForAssociations: 'GET /api/Material/GetMaterialsForAssociations',
  labelPreview: 'GET /api/Material/labelPreview/{materialId}/{printerId}',
  printLabel: 'POST /api/Material/printLabel',
});

export const User = /* @__PURE__ */ refsOf<typeof routes.User>('User', {
  current: 'GET /api/User/current',
  changePassword: 'PUT /api/User/changePassword',
  changePasswordAtLogin: 'PUT /api/User/changePasswordAtLogin',
  updatePicture: 'PUT /api/User/updatePicture',
  changeDefaultLanguage: 'PUT /api/User/changeDefaultLanguage',
  cockpitSettings: 'GET /api/User/cockpitSettings',
  routesSettings: 'GET /api/User/routesSettings',
  menuSettings: 'GET /api/User/menuSettings',
  settings: 'PUT /api/User/settings',
  settingsForAll: 'PUT /api/User/settingsForAll',
  deleteSettings: 'DELETE /api/User/settings',
  gridSettings: 'GET /api/User/gridSettings',
  primaryViews: 'GET /api/User/primaryViews',
  primaryViewSaveForMe: 'PUT /api/User/PrimaryView/SaveForMe',
  primaryViewSaveForAll: 'PUT /api/User/PrimaryView/SaveForAll',
  primaryViewClear: 'DELETE /api/User/PrimaryView',
});

export const Admin = /* @__PURE__ */ refsOf<typeof routes.Admin>('Admin', {
  backup: 'POST /api/Admin/backup',
});

export const CustomView = /* @__PURE__ */ refsOf<typeof routes.CustomView>('CustomView', {
  header: 'GET /api/CustomView/header',
  detail: 'GET /api/CustomView/detail/{id}',
  saveForMe: 'PUT /api/CustomView/SaveForMe',
  saveForBusinessUnit: 'PUT /api/CustomView/SaveForBusinessUnit',
  saveForAll: 'PUT /api/CustomView/SaveForAll',
  delete: 'DELETE /api/CustomView',
});

export const Seeding = /* @__PURE__ */ refsOf<typeof routes.Seeding>('Seeding', {
  defaultUserSettings: 'GET /api/Seeding/defaultUserSettings',
  userSettings: 'PUT /api/Seeding/userSettings',
  gridSettings: 'PUT /api/Seeding/gridSettings',
  kpiSettings: 'PUT /api/Seeding/kpiSettings',
  excel: 'POST /api/Seeding/excel',
  exceltemplate: 'GET /api/Seeding/excel/template',
});

export const Command = /* @__PURE__ */ refsOf<typeof routes.Command>('Command', {
  transactionStatus: 'GET /api/Command/transaction/status/{id}',
});

export const FeatureSettings = /* @__PURE__ */ refsOf<typeof routes.FeatureSettings>('FeatureSettings', {
  DynamicAttributes: 'GET /api/Settings/DynamicAttributes',
});

export const ServerInfo = /* @__PURE__ */ refsOf<typeof routes.ServerInfo>('ServerInfo', {
  version: 'GET /api/Settings/version',
});

export const Supplier = /* @__PURE__ */ refsOf<typeof routes.Supplier>('Supplier', {
  description: 'GET /api/Supplier/description',
  header: 'GET /api/Supplier/header',
  create: 'POST /api/Supplier',
  update: 'PUT /api/Supplier',
  delete: 'DELETE /api/Supplier',
  AssociateMaterialsToSupplier: 'PUT /api/Supplier/AssociateMaterialsToSupplier',
  RemoveMaterialsFromSupplier: 'PUT /api/Supplier/RemoveMaterialsFromSupplier',
  ProductLines: 'POST /api/Supplier/ProductLines/{id}',
});

export const UserChoice = /* @__PURE__ */ refsOf<typeof routes.UserChoice>('UserChoice', {
  perform: 'POST /api/UserChoice/perform',
});

export const UserRole = /* @__PURE__ */ refsOf<typeof routes.UserRole>('UserRole', {
  list: 'GET /api/UserRole',
  warehouseAreas: 'GET /api/UserRole/warehouseAreas',
  assignable: 'GET /api/UserRole/assignable',
  create: 'POST /api/UserRole',
  update: 'PUT /api/UserRole',
  delete: 'DELETE /api/UserRole/{id}',
  permissions: 'GET /api/UserRole/{id}/permissions',
  savePermissions: 'PUT /api/UserRole/{id}/permissions',
});

export const OutgoingOrder = /* @__PURE__ */ refsOf<typeof routes.OutgoingOrder>('OutgoingOrder', {
  orderType: 'GET /api/OutgoingOrder/orderType',
  deliveryType: 'GET /api/OutgoingOrder/deliveryType',
  getCustomerInformation: 'GET /api/OutgoingOrder/getCustomerInformation/{id}',
});

export const StockAttribute = /* @__PURE__ */ refsOf<typeof routes.StockAttribute>('StockAttribute', {
  description: 'GET /api/StockAttribute/description',
  EnumOptions: 'GET /api/StockAttribute/EnumOptions',
  create: 'PUT /api/StockAttribute/create',
  update: 'PUT /api/StockAttribute/update',
  delete: 'DELETE /api/StockAttribute/{id}',
});

export const LocationRole = /* @__PURE__ */ refsOf<typeof routes.LocationRole>('LocationRole', {
  header: 'GET /api/LocationRole/header',
});

export const LocationRoleGroup = /* @__PURE__ */ refsOf<typeof routes.LocationRoleGroup>('LocationRoleGroup', {
  header: 'GET /api/LocationRoleGroup/header',
  detail: 'GET /api/LocationRoleGroup/detail/{id}',
});

export const LoadCarrierType = /* @__PURE__ */ refsOf<typeof routes.LoadCarrierType>('LoadCarrierType', {
  header: 'GET /api/LoadCarrierType/header',
});

export const ErpClassification = /* @__PURE__ */ refsOf<typeof routes.ErpClassification>('ErpClassification', {
  header: 'GET /api/ErpClassification/header',
});

export const Lookup = /* @__PURE__ */ refsOf<typeof routes.Lookup>('Lookup', {
  all: 'GET /api/Lookup',
  byType: 'GET /api/Lookup/{lookupType}',
  UnitOfMeasure: 'GET /api/Lookup/UnitOfMeasure',
  MaterialGroup: 'GET /api/Lookup/MaterialGroup',
  Container: 'GET /api/Lookup/Container',
});

export const LiveHub = /* @__PURE__ */ refsOf<typeof routes.LiveHub>('LiveHub', {
  viewHub: { key: 'Authentication.viewHub', method: 'GET', path: '/api/Authentication/viewHub' },
});

export const Studio = /* @__PURE__ */ refsOf<typeof routes.Studio>('Studio', {
  screen: 'GET /api/Studio/screens/{gridId}',
  lists: 'GET /api/Studio/lists',
  overlays: 'GET /api/Studio/overlays',
  versions: 'GET /api/Studio/screens/{gridId}/versions',
  check: 'POST /api/Studio/screens/{gridId}/check',
  save: 'PUT /api/Studio/screens/{gridId}',
  rollback: 'POST /api/Studio/screens/{gridId}/rollback',
});

export const FirstScreen = /* @__PURE__ */ refsOf<typeof routes.FirstScreen>('FirstScreen', {
  parts: 'GET /api/FirstScreen/parts',
});
