import type { FastifyRequest } from 'fastify';
import { refused } from './errors';

/** Feature-gated actions (MaintenanceMinMax, InventoryManual ...): refused, not 403, which would sign the user out. */
export function requireFeature(request: FastifyRequest, feature: string): void {
  if (!request.caller.features.includes(feature)) throw refused('Features.NotEnabled', `Feature ${feature} is not enabled`, { feature });
}
