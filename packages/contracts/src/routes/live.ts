import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { result } from '../schema-parts';

/**
 * The live-update hub's call under /api (its negotiate and connection paths are the hub's own,
 * outside the API). Grouped as LiveHub, though its key keeps the Authentication controller the
 * console has always named it by.
 */
export const LiveHub = {
  viewHub: defineRoute({
    key: 'Authentication.viewHub',
    method: 'GET',
    path: 'Authentication/viewHub',
    permission: SIGNED_IN,
    answer: result(Type.Object({ isAzureSignalR: Type.Boolean(), signalREndpoint: Type.String(), token: Type.String() })),
    description: 'Live-update settings: { isAzureSignalR, signalREndpoint, token }. The token is short-lived and only opens the hub connection.',
    example: { result: { isAzureSignalR: false, signalREndpoint: 'https://cockpit.example.com/hubs/view', token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' } },
  }),
} as const;
