import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PICTURE_BYTES, routes, type BodyOf } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { registerRoute } from '../http/register-route';
import { hashPassword, passwordProblems, verifyPassword } from '../auth/password';
import { badRequest, HttpError } from '../http/errors';
import { createPasswordChangeGuard } from '../auth/attempt-limits';
import { availableLanguageCodes } from '../localization/catalogues';

const { User } = routes;

/** The signed-in user's own calls: who am I, password, picture, language. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, User.current, async (request) => {
    const c = request.caller;
    const { rows } = await ctx.db.query<{
      id: number;
      user_name: string;
      display_name: string;
      default_language: string;
      picture: string | null;
      is_active: boolean;
      user_type: string;
    }>('select id, user_name, display_name, default_language, picture, is_active, user_type from users where id = $1 and business_unit_id = $2', [c.userId, c.businessUnitId], {
      prepare: true,
    });
    const u = rows[0];
    return {
      result: {
        id: u.id,
        userId: u.id,
        userName: u.user_name,
        displayName: u.display_name,
        userType: u.user_type,
        userRoles: c.roles.map((r) => r.name),
        isActive: u.is_active,
        defaultLanguage: u.default_language,
        picture: u.picture,
        businessUnitName: c.businessUnitName,
        isAdmin: c.isAdmin,
        password: '',
        deleted: false,
      },
    };
  });

  // Wrong current passwords are limited per user (ASVS v4 §2.2.1): a stolen token cannot guess the password.
  const limitWrongPasswords = await createPasswordChangeGuard(app, ctx.config.attemptLimits);
  const WRONG_PASSWORD = 'The current password is wrong';
  const isWrongPassword = (error: unknown) => error instanceof HttpError && error.message === WRONG_PASSWORD;
  const changePassword = async (request: FastifyRequest, reply: FastifyReply, body: BodyOf<typeof User.changePassword>) => {
    const userId = request.caller.userId;
    if (body.newPassword !== body.confirmPassword) throw badRequest('The confirmation does not match the new password');
    const problems = passwordProblems(body.newPassword);
    if (problems.length) throw badRequest(problems.join('; '));
    await limitWrongPasswords(
      request,
      reply,
      async () => {
        const { rows } = await ctx.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
        if (!rows[0] || !(await verifyPassword(body.oldPassword, rows[0].password_hash))) throw badRequest(WRONG_PASSWORD);
      },
      isWrongPassword,
    );
    await ctx.db.query('update users set password_hash = $2, must_change_password = false where id = $1', [userId, await hashPassword(body.newPassword)]);
  };
  registerRoute(app, User.changePassword, async (request, reply) => {
    await changePassword(request, reply, request.body);
    return { result: true };
  });
  // The at-login variant: same rules, reached when the password must be changed (the sign-in
  // answered changePasswordRequired). The new password must differ from the old one, and the
  // session that was opened for the change ends with it: the user signs in with the new password.
  registerRoute(app, User.changePasswordAtLogin, async (request, reply) => {
    if (request.body.newPassword === request.body.oldPassword) throw badRequest('The new password must differ from the current one');
    await changePassword(request, reply, request.body);
    if (request.caller.mustChangePassword) await ctx.sessions.end(request.caller.sessionId);
    return { result: true };
  });

  registerRoute(
    app,
    User.updatePicture,
    async (request) => {
      const { picture, id } = request.body;
      // A user changes only their own picture, whatever id the body names.
      if (id !== undefined && id !== request.caller.userId) throw badRequest('You can only change your own picture');
      if (picture && !/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(picture)) {
        throw new HttpError(400, 'Users.PictureType', 'The picture must be a PNG, JPEG, GIF or WebP image');
      }
      await ctx.db.query('update users set picture = $2 where id = $1', [request.caller.userId, picture || null]);
      return { result: true };
    },
    // The body is a data: URL of the picture: up to twice its bytes.
    { bodyLimit: MAX_PICTURE_BYTES * 2 },
  );

  registerRoute(app, User.changeDefaultLanguage, async (request) => {
    const { language } = request.body;
    if (!availableLanguageCodes(ctx.schemas).includes(language)) throw badRequest(`Unknown language "${language}"`);
    await ctx.db.query('update users set default_language = $2 where id = $1', [request.caller.userId, language]);
    return { result: true };
  });
}
