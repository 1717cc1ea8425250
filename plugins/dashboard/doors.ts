/**
 * Where the dashboard's calls are: key, method and path (relative to the API's base), without their schemas. routes.ts declares
 * each route from its door; route-refs.ts types each door as its definition, so that the dashboard
 * (the first screen after sign-in) calls its routes without loading TypeBox.
 */
export const DOORS = {
  kpiList: { key: 'Kpi.list', method: 'GET', path: 'Kpi' },
  kpiSave: { key: 'Kpi.save', method: 'PUT', path: 'Kpi' },
  reportAll: { key: 'Report.all', method: 'GET', path: 'Report' },
  reportLocationRoles: { key: 'Report.locationRoles', method: 'GET', path: 'Report/locationRoles' },
} as const;
