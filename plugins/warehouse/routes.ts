import { routes } from '@cockpit/contracts';
import { Stock, DedicatedLocation } from './route-table/stock';
import { OutgoingOrder } from './route-table/outgoing-orders';
import { IngoingOrder } from './route-table/ingoing-orders';
import { Job } from './route-table/jobs';
import { Task } from './route-table/tasks';
import { Operation, Process, ProcessDefinition, Tools } from './route-table/operations';
import { Inventory } from './route-table/inventory';
import { Terminal } from './route-table/terminal';
import { Printer } from './route-table/printers';
import { Maintenance } from './route-table/maintenance';
import { IntegrationData } from './route-table/integration';

export {
  Stock,
  DedicatedLocation,
  OutgoingOrder,
  IngoingOrder,
  Job,
  Task,
  Operation,
  Process,
  ProcessDefinition,
  Tools,
  Inventory,
  Terminal,
  Printer,
  Maintenance,
  IntegrationData,
};

/**
 * The warehouse plugin's part of the route table, one area per file of route-table/ (and of
 * `schemas/api-paths/<area>.json`). Outgoing orders' look-ups that other screens read (order and
 * delivery types, an order's customer) stay declared in @cockpit/contracts, where the sales page
 * and core call them typed; this plugin serves them.
 */
export const routeAreas = {
  stock: { Stock, DedicatedLocation },
  'outgoing-orders': { OutgoingOrder },
  'ingoing-orders': { IngoingOrder },
  jobs: { Job },
  tasks: { Task },
  operations: { Process, ProcessDefinition, Operation, Tools },
  inventory: { Inventory },
  terminal: { Terminal },
  printers: { Printer },
  maintenance: { Maintenance },
  integration: { IntegrationData },
  'outgoing-order-lookups': { OutgoingOrder: routes.OutgoingOrder },
};
