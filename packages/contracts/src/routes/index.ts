import type { RouteDefinition, RouteGroup } from '../define-route';
import { ApiReference } from './api-reference';
import * as auth from './auth';
import { CompanyInfo } from './company-info';
import { Localization } from './localization';
import { Schemas } from './schemas';
import * as locations from './locations';
import { Material } from './materials';
import * as stock from './stock';
import { User } from './users';

/**
 * Every area of the table, by the file it is written in (the area's name): `cockpit gen paths`
 * writes one `schemas/api-paths/<area>.json` per entry. A new area: one file in this folder and one
 * line here.
 */
export const routeAreas: Readonly<Record<string, Readonly<Record<string, RouteGroup>>>> = {
  'api-reference': { ApiReference },
  auth: { Authentication: auth.Authentication, UserSession: auth.UserSession, UserManagement: auth.UserManagement },
  'company-info': { CompanyInfo },
  localization: { Localization },
  locations: { Location: locations.Location },
  materials: { Material },
  schemas: { Schemas },
  stock: { Stock: stock.Stock, DedicatedLocation: stock.DedicatedLocation },
  users: { User },
};

/** Every route by controller and action: `routes.Stock.gain`. */
export const routes = {
  ApiReference,
  Authentication: auth.Authentication,
  UserSession: auth.UserSession,
  UserManagement: auth.UserManagement,
  CompanyInfo,
  Localization,
  Schemas,
  Location: locations.Location,
  Material,
  Stock: stock.Stock,
  DedicatedLocation: stock.DedicatedLocation,
  User,
} as const;

/** Every route of the table, in area order. */
export const routeList: readonly RouteDefinition[] = Object.values(routeAreas).flatMap((area) => Object.values(area).flatMap((group) => Object.values(group)));

/** The area each route is written in, by key. */
export const areaOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, groups]) => Object.values(groups).flatMap((group) => Object.values(group).map((route) => [route.key, area] as const))),
);
