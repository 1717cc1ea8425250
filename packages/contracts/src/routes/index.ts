import type { RouteDefinition, RouteGroup } from '../define-route';
import { ApiReference } from './api-reference';
import * as auth from './auth';
import { CompanyInfo } from './company-info';
import { Localization } from './localization';
import { Schemas } from './schemas';
import * as locations from './locations';
import { Material } from './materials';
import { Studio } from './studio';
import { User } from './users';
import { Admin } from './backup';
import * as customViews from './custom-views';
import * as excelImport from './excel-import';
import { FeatureSettings } from './dynamic-attributes';
import * as primaryViews from './primary-views';
import { ServerInfo } from './server-info';
import * as settingsSeeding from './settings-seeding';
import { Supplier } from './suppliers';
import { UserChoice } from './user-choice';
import { UserRole } from './user-roles';
import { UserManagement } from './users-admin';
import { OutgoingOrder } from './outgoing-order-lookups';
import { StockAttribute } from './stock-attributes';
import * as lookups from './lookups';
import { LiveHub } from './live';
import { FirstScreen } from './first-screen';

/**
 * Every area of the host's table, by the file it is written in (the area's name): `cockpit gen paths`
 * writes one `schemas/api-paths/<area>.json` per entry. A new area: one file in this folder and one
 * line here. Master data (locations, materials, suppliers, stock attributes, look-ups) is declared
 * here, where the console and every plugin can call it typed, but served by the master-data plugin:
 * its areas are in plugins/master-data/routes.ts, not in this list. So are the company information
 * (the settings plugin's) and the saved grid views (the views plugin's: core's grids call them).
 */
export const routeAreas: Readonly<Record<string, Readonly<Record<string, RouteGroup>>>> = {
  'api-reference': { ApiReference },
  auth: { Authentication: auth.Authentication, UserSession: auth.UserSession, UserManagement: auth.UserManagement },
  localization: { Localization },
  schemas: { Schemas },
  users: { User },
  'user-choice': { UserChoice },
  live: { LiveHub },
  'first-screen': { FirstScreen },
};

/** Every route by controller and action: `routes.User.current` (the host's table; a plugin's groups are in its routes.ts). */
export const routes = {
  ApiReference,
  Authentication: auth.Authentication,
  UserSession: auth.UserSession,
  UserManagement: { ...auth.UserManagement, ...UserManagement },
  CompanyInfo,
  Localization,
  Schemas,
  Location: locations.Location,
  Material,
  User: { ...User, ...customViews.User, ...primaryViews.User },
  Admin,
  CustomView: customViews.CustomView,
  Seeding: { ...settingsSeeding.Seeding, ...excelImport.Seeding },
  Command: excelImport.Command,
  FeatureSettings,
  ServerInfo,
  Supplier,
  UserChoice,
  UserRole,
  OutgoingOrder,
  StockAttribute,
  LocationRole: lookups.LocationRole,
  LocationRoleGroup: lookups.LocationRoleGroup,
  LoadCarrierType: lookups.LoadCarrierType,
  ErpClassification: lookups.ErpClassification,
  Lookup: lookups.Lookup,
  LiveHub,
  Studio,
  FirstScreen,
} as const;

/** Every route declared in this package: the host's and those a plugin serves (`routes`, by controller). */
export const declaredRoutes: readonly RouteDefinition[] = [...new Set(Object.values(routes).flatMap((group) => Object.values(group) as RouteDefinition[]))];

/** Every route of the host's table, in area order. */
export const routeList: readonly RouteDefinition[] = Object.values(routeAreas).flatMap((area) => Object.values(area).flatMap((group) => Object.values(group)));

/** The area each route is written in, by key. */
export const areaOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, groups]) => Object.values(groups).flatMap((group) => Object.values(group).map((route) => [route.key, area] as const))),
);
