import { CustomView, User as ViewUser } from '@cockpit/contracts/routes/custom-views';
import { User as PrimaryUser } from '@cockpit/contracts/routes/primary-views';

/**
 * The areas of the route table this plugin serves. Their declarations stay in @cockpit/contracts:
 * core's grids call them typed on every screen, and a plugin shares only through the host's public
 * packages. Serving them is this plugin's. One entry per `schemas/api-paths/<area>.json`.
 */
export const routeAreas = {
  'custom-views': { CustomView, User: ViewUser },
  'primary-views': { User: PrimaryUser },
};
