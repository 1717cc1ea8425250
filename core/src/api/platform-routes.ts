import { Authentication, Localization, Schemas, User, UserSession } from '@cockpit/contracts/generated/route-refs';

/**
 * The routes the shell calls itself (sign-in, session, the user's own calls, catalogues, schemas),
 * as references (key, method, path, typed as their definitions): the sign-in page and every first
 * load carry these few strings, not the definitions' schemas (TypeBox), which plugin pages import
 * in their own chunks.
 */
export const platformRoutes = { Authentication, UserSession, User, Localization, Schemas } as const;
