import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/**
 * POST /api/UserChoice/perform: the console reports the option the user chose for a prompt before
 * it replays the original request with the x-user-choice header. The answer tells the console
 * which header to send, so that the replay protocol is the server's to define.
 */
export async function userChoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { id: string; option: string } }>(
    '/api/UserChoice/perform',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'option'],
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9._-]+$', maxLength: 100 }, option: { type: 'string', pattern: '^[A-Za-z0-9._-]+$', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      ctx.log.info({ user: request.caller.userName, choice: request.body }, 'user choice');
      return { result: { header: 'x-user-choice', value: `${request.body.id}=${request.body.option}` } };
    },
  );
}
