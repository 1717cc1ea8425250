import type { FastifyInstance } from 'fastify';
import { routes, type QueryOf } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { registerRoute } from '../http/register-route';
import { sendValidated } from '../http/validated-answer';
import { availableLanguageCodes, flatCatalogue, languages, nestedCatalogue } from './catalogues';

const { Localization } = routes;

type TranslationsQuery = QueryOf<typeof Localization.translations>;

/** Languages and catalogues; public, because the sign-in screen is translated before anyone signs in. */
export async function localizationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, Localization.languages, async () => ({ result: languages(ctx.schemas) }));

  const pick = (query: TranslationsQuery) => {
    const code = query.languageCode ?? 'en-GB';
    if (!availableLanguageCodes(ctx.schemas).includes(code)) throw badRequest(`Unknown language "${code}"`);
    return code;
  };
  registerRoute(app, Localization.translations, async (request) => ({
    result: flatCatalogue(ctx.schemas, pick(request.query)),
  }));
  // Catalogues change only when a file changes: the browser keeps them and revalidates (304).
  registerRoute(app, Localization.translationsnested, async (request, reply) =>
    sendValidated(request, reply, { result: nestedCatalogue(ctx.schemas, pick(request.query)) }, 'public'),
  );
}
