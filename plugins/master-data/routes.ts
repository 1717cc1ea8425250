import { routes } from '@cockpit/contracts';

/**
 * The areas of the route table this plugin serves. Their declarations stay in @cockpit/contracts:
 * the console and other plugins (sales, purchase, settings) call them typed, and a plugin shares
 * only through the host's public packages. Serving them is this plugin's: without it the table
 * has no materials, locations, suppliers, look-ups, stock attributes nor dynamic attributes, and no route without a
 * handler. One entry per `schemas/api-paths/<area>.json`.
 */
export const routeAreas = {
  locations: { Location: routes.Location },
  materials: { Material: routes.Material },
  suppliers: { Supplier: routes.Supplier },
  'stock-attributes': { StockAttribute: routes.StockAttribute },
  lookups: {
    LocationRole: routes.LocationRole,
    LocationRoleGroup: routes.LocationRoleGroup,
    LoadCarrierType: routes.LoadCarrierType,
    ErpClassification: routes.ErpClassification,
    Lookup: routes.Lookup,
  },
  'dynamic-attributes': { FeatureSettings: routes.FeatureSettings },
};
