import type { FastifyInstance } from 'fastify';
import { routes, type QueryOf } from '@cockpit/contracts';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { registerRoute } from '../http/register-route';
import { prepareValidated, sendValidated } from '../http/validated-answer';
import { availableLanguageCodes, flatCatalogue, languages, nestedCatalogue } from './catalogues';
import { pageCatalogue } from './page-catalogue';

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
  // Each language's catalogue packed before the first console asks (config packAtStart).
  if (ctx.config.packAtStart) {
    app.server.once('listening', () => {
      // Packing is a saving only: if it cannot start, the texts are packed per request as before.
      try {
        for (const code of availableLanguageCodes(ctx.schemas)) {
          const catalogue = nestedCatalogue(ctx.schemas, code);
          prepareValidated({ result: catalogue }, catalogue);
        }
      } catch (error) {
        ctx.log.warn({ err: error }, 'the translations could not be packed at start');
      }
    });
  }
  // Catalogues change only when a file changes: the browser keeps them and revalidates (304).
  // The catalogue object stands for its version: serialized and tagged once (catalogues.ts keeps it).
  registerRoute(app, Localization.translationsnested, async (request, reply) => {
    const code = pick(request.query);
    // With a grid page's path, that page's part (a page load's first screen; the whole follows).
    const page = request.query.page?.replace(/^\/+|\/+$/g, '');
    const catalogue = page ? pageCatalogue(ctx.schemas, code, page) : nestedCatalogue(ctx.schemas, code);
    return sendValidated(request, reply, { result: catalogue }, 'public', catalogue);
  });
}
