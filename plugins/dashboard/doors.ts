/**
 * Where the dashboard's calls are: key, method and path, without their schemas. routes.ts declares
 * each route from its door; route-refs.ts types each door as its definition, so that the dashboard
 * (the first screen after sign-in) calls its routes without loading TypeBox.
 */
export const DOORS = {
  kpiList: { key: 'Kpi.list', method: 'GET', path: '/api/Kpi' },
  kpiSave: { key: 'Kpi.save', method: 'PUT', path: '/api/Kpi' },
  reportAll: { key: 'Report.all', method: 'GET', path: '/api/Report' },
  reportLocationRoles: { key: 'Report.locationRoles', method: 'GET', path: '/api/Report/locationRoles' },
} as const;
