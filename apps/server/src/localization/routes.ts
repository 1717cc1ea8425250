import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { sendValidated } from '../http/validated-answer';
import { availableLanguageCodes, flatCatalogue, languages, nestedCatalogue } from './catalogues';

interface TranslationsQuery {
  languageCode?: string;
  clientName?: string;
  clientVersion?: string;
}

const translationsQuery = {
  type: 'object',
  properties: {
    languageCode: { type: 'string', maxLength: 10 },
    clientName: { type: 'string', maxLength: 50 },
    clientVersion: { type: 'string', maxLength: 50 },
  },
} as const;

/** Languages and catalogues; public, because the sign-in screen is translated before anyone signs in. */
export async function localizationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/Localization/languages', { config: { public: true } }, async () => ({ result: languages(ctx.schemas) }));

  const pick = (query: TranslationsQuery) => {
    const code = query.languageCode ?? 'en-GB';
    if (!availableLanguageCodes(ctx.schemas).includes(code)) throw badRequest(`Unknown language "${code}"`);
    return code;
  };
  app.get<{ Querystring: TranslationsQuery }>('/api/Localization/translations', { config: { public: true }, schema: { querystring: translationsQuery } }, async (request) => ({
    result: flatCatalogue(ctx.schemas, pick(request.query)),
  }));
  app.get<{ Querystring: TranslationsQuery }>(
    '/api/Localization/translationsnested',
    { config: { public: true }, schema: { querystring: translationsQuery } },
    // Catalogues change only when a file changes: the browser keeps them and revalidates (304).
    async (request, reply) => sendValidated(request, reply, { result: nestedCatalogue(ctx.schemas, pick(request.query)) }, 'public'),
  );
}
