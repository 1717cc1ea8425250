import type { RouteDefinition, RouteGroup } from '../define-route';
import { ApiReference } from './api-reference';
import * as locations from './locations';
import { Material } from './materials';
import * as stock from './stock';
import { Studio } from './studio';
import { User } from './users';

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
  studio: { Studio },
  users: { User },
};

/** Every route by controller and action: `routes.Stock.gain`. */
export const routes = {
  ApiReference,
  Location: locations.Location,
  Material,
  Stock: stock.Stock,
  DedicatedLocation: stock.DedicatedLocation,
  Studio,
  User,
} as const;

/** Every route of the table, in area order. */
export const routeList: readonly RouteDefinition[] = Object.values(routeAreas).flatMap((area) => Object.values(area).flatMap((group) => Object.values(group)));

/** The area each route is written in, by key. */
export const areaOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, groups]) => Object.values(groups).flatMap((group) => Object.values(group).map((route) => [route.key, area] as const))),
);
