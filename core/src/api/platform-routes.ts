import { Authentication, UserSession } from '@cockpit/contracts/routes/auth';
import { Localization } from '@cockpit/contracts/routes/localization';
import { Schemas } from '@cockpit/contracts/routes/schemas';
import { User } from '@cockpit/contracts/routes/users';

/**
 * The routes the shell calls itself (sign-in, session, the user's own calls, catalogues, schemas),
 * imported by their area files: the sign-in page and every first load carry these definitions, not
 * the whole route table (which plugin pages import in their own chunks).
 */
export const platformRoutes = { Authentication, UserSession, User, Localization, Schemas } as const;
