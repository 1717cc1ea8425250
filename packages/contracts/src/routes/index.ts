import type { RouteDefinition, RouteGroup } from '../define-route';
import { ApiReference } from './api-reference';
import * as locations from './locations';
import { Material } from './materials';
import * as stock from './stock';
import { User } from './users';
import { OutgoingOrder } from './outgoing-orders';
import { IngoingOrder } from './ingoing-orders';
import { Job } from './jobs';
import { Task } from './tasks';
import * as operations from './operations';
import { Inventory } from './inventory';
import { StockAttribute } from './stock-attributes';
import * as lookups from './lookups';
import { Terminal } from './terminal';
import { Printer } from './printers';
import { Maintenance } from './maintenance';
import { IntegrationData } from './integration';
import { LiveHub } from './live';

/**
 * Every area of the table, by the file it is written in (the area's name): `cockpit gen paths`
 * writes one `schemas/api-paths/<area>.json` per entry. A new area: one file in this folder and one
 * line here.
 */
export const routeAreas: Readonly<Record<string, Readonly<Record<string, RouteGroup>>>> = {
  'api-reference': { ApiReference },
  locations: { Location: locations.Location },
  materials: { Material },
  stock: { Stock: stock.Stock, DedicatedLocation: stock.DedicatedLocation },
  users: { User },
  'outgoing-orders': { OutgoingOrder },
  'ingoing-orders': { IngoingOrder },
  jobs: { Job },
  tasks: { Task },
  operations: { Process: operations.Process, ProcessDefinition: operations.ProcessDefinition, Operation: operations.Operation, Tools: operations.Tools },
  inventory: { Inventory },
  'stock-attributes': { StockAttribute },
  lookups: {
    LocationRole: lookups.LocationRole,
    LocationRoleGroup: lookups.LocationRoleGroup,
    LoadCarrierType: lookups.LoadCarrierType,
    ErpClassification: lookups.ErpClassification,
    Lookup: lookups.Lookup,
  },
  terminal: { Terminal },
  printers: { Printer },
  maintenance: { Maintenance },
  integration: { IntegrationData },
  live: { LiveHub },
};

/** Every route by controller and action: `routes.Stock.gain`. */
export const routes = {
  ApiReference,
  Location: locations.Location,
  Material,
  Stock: stock.Stock,
  DedicatedLocation: stock.DedicatedLocation,
  User,
  OutgoingOrder,
  IngoingOrder,
  Job,
  Task,
  Process: operations.Process,
  ProcessDefinition: operations.ProcessDefinition,
  Operation: operations.Operation,
  Tools: operations.Tools,
  Inventory,
  StockAttribute,
  LocationRole: lookups.LocationRole,
  LocationRoleGroup: lookups.LocationRoleGroup,
  LoadCarrierType: lookups.LoadCarrierType,
  ErpClassification: lookups.ErpClassification,
  Lookup: lookups.Lookup,
  Terminal,
  Printer,
  Maintenance,
  IntegrationData,
  LiveHub,
} as const;

/** Every route of the table, in area order. */
export const routeList: readonly RouteDefinition[] = Object.values(routeAreas).flatMap((area) => Object.values(area).flatMap((group) => Object.values(group)));

/** The area each route is written in, by key. */
export const areaOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, groups]) => Object.values(groups).flatMap((group) => Object.values(group).map((route) => [route.key, area] as const))),
);
