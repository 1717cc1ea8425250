import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routes } from '@cockpit/contracts';
import { USER_CHOICE_HEADER } from '@cockpit/core/api';
import { registerRoute } from '../../http/register-route';

/**
 * POST /api/UserChoice/perform answers a user-choice prompt. The console no
 * longer calls it before a replay: the replay carries the choice itself in x-user-choice, and the
 * route that asked checks the choice again under lock (docs/decisions/0070-user-choice-replayed-with-a-header.md). It stays for clients
 * that report an answer: the choice is logged for the audit trail, and the answer says which
 * header a replay must carry.
 */
export async function userChoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, routes.UserChoice.perform, async (request) => {
    ctx.log.info({ user: request.caller.userName, choice: request.body }, 'user choice');
    return { result: { header: USER_CHOICE_HEADER, value: `${request.body.id}=${request.body.option}` } };
  });
}
