import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import { useRuntime } from '@cockpit/core/runtime';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';
import '../settings-admin.css';
import { PageHead } from '@cockpit/core/page';

/**
 * The API reference (header/settings/api_reference, administrators by default): the OpenAPI
 * document the server makes from its route table, shown by Swagger UI, with "Try it out" sending
 * real calls as the signed-in user. Swagger UI is in this page's chunk only: no other page loads it.
 * Calls go to the console's API server with the session's token; the document's own links and
 * validator badge are off, so nothing is fetched from elsewhere (the server's CSP allows only this
 * origin anyway).
 */
export function ApiReferencePage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    runtime.api
      .call(routes.ApiReference.openapi, { silent: true, signal: controller.signal })
      .then((document) => {
        if (controller.signal.aborted || !host.current) return;
        const server = runtime.env.apiBaseUrl || window.location.origin;
        SwaggerUIBundle({
          domNode: host.current,
          spec: { ...document, servers: [{ url: server }] },
          deepLinking: false,
          displayOperationId: true,
          filter: true,
          docExpansion: 'list',
          defaultModelsExpandDepth: -1,
          validatorUrl: null,
          // "Try it out" calls as the signed-in user: the session's token on each request.
          requestInterceptor: (request) => {
            const token = runtime.session.get().token;
            if (token) request.headers.Authorization = `Bearer ${token}`;
            return request;
          },
        });
        setState('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [runtime]);

  return (
    <section className="page admin-page api-reference" data-testid="api-reference">
      <PageHead title={t('SettingsPages.apiReference.title')} />
      <p className="admin-hint">{t('SettingsPages.apiReference.hint')}</p>
      {state === 'loading' && <p role="status">{t('SettingsPages.apiReference.loading')}</p>}
      {state === 'failed' && <p role="alert">{t('SettingsPages.apiReference.failed')}</p>}
      <div ref={host} className="api-reference__ui" />
    </section>
  );
}
