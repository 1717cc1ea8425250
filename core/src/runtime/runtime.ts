import type { i18n as I18n } from 'i18next';
import { QueryClient } from '@tanstack/react-query';
import { platformRoutes as routes } from '../api/platform-routes';
import { createApiClient, type ApiClient } from '../api/client';
import type { ApiError } from '../api/api-error';
import type { MultiStatusResult } from '../api/multi-status';
import type { UserChoicePrompt } from '../api/user-choice';
import type { PathTable } from '../api/path-table';
import { createI18n, DEFAULT_LANGUAGE, type Catalogue } from '../i18n/i18n';
import { createLoaderStore, type LoaderStore } from '../loaders/loader-store';
import { createModalStore, type ModalStore } from '../modals/modal-store';
import { createModalRegistry } from '../modals/modal-registry';
import { platformModalTemplates } from '../modals/templates/platform-templates';
import { errorText, saidBy } from '../modals/error-text';
import { createPluginRegistry, type PluginRegistry } from '../plugin/registry';
import type { PluginDefinition } from '../plugin/define-plugin';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { clearSessionCookies, getCookie } from '../session/cookies';
import { createSettingsStore, type SettingsStore } from '../settings/settings-store';
import type { LoadedSchemas } from '../schema-store/loaded-schemas';
import { hintForCaller } from '../schema-store/first-screen-hint';
import type { EnvConfig } from './env';
import { createLiveSession, type LiveSession } from './live-session';
import { firstBundleCall, schemasServedByApi } from './load-console-schemas';
import { screenChanged } from './screen-changed';
import { SESSION_SETTINGS_CALLS, startBootCalls, type BootCalls } from './boot-calls';
import { isExpired } from '../session/jwt';
import { readBootPayload } from './boot-payload';
import { prepareIntlWhenIdle } from '../format/prepare-intl';
import { hintForAddress, quietClient, startFirstScreenRows, startFirstScreenView, type FirstScreen } from './first-screen';
import { keepLookupParts, partAnswer, partsCaller, startFirstScreenParts } from './first-screen-parts';

/**
 * The calls the console makes before the schemas (and their path table) are loaded (sign-in, the
 * sign-in screen's translations, the schemas themselves, the session's settings) are routes of the
 * table, called by their definition: their paths need no path table. Calls by key go through the
 * path table from schemas/ once it is loaded.
 */
const NO_PATHS: PathTable = {};

export interface CockpitRuntime {
  env: EnvConfig;
  api: ApiClient;
  session: SessionStore;
  settings: SettingsStore;
  loaders: LoaderStore;
  modals: ModalStore;
  plugins: PluginRegistry;
  queryClient: QueryClient;
  i18n: I18n;
  schemas?: LoadedSchemas;
  /** Live updates: one hub connection per session, shared by the grids (core/src/runtime/live-session.ts). */
  live: LiveSession;
  /** The schemas bundle and the session's settings, asked for at start with the stored session (boot-calls.ts). */
  bootCalls?: BootCalls;
  /** The page's first-screen hint on a grid's address with a stored session, taken by the first bootstrap (first-screen.ts). */
  firstScreen?: FirstScreen;
  /** The languages whose catalogue is so far only the first screen's part (complete-catalogues.ts). */
  catalogueParts?: Set<string>;
  /** Says a grid page load's first rows are shown (or given up on): live updates connect then (live-session.ts). */
  firstScreenDone?(): void;
  setSchemas(schemas: LoadedSchemas | undefined): void;
  /** Called after each setSchemas (a screen changed in the studio arrives while the console runs); answers the unsubscribe. */
  onSchemas(listener: () => void): () => void;
  loadCatalogue(language: string): Promise<Catalogue>;
  /** Ends the session on this side: tokens, cookies, settings, cached data. */
  signOutLocally(): void;
  /** Where to go after a 401/403; set by the router. */
  onSignedOut?: () => void;
}

export interface RuntimeOptions {
  env: EnvConfig;
  plugins: PluginDefinition[];
  storage?: Storage;
}

export async function createRuntime(options: RuntimeOptions): Promise<CockpitRuntime> {
  const storage = options.storage ?? window.localStorage;
  const session = createSessionStore(storage);
  const settings = createSettingsStore();
  const loaders = createLoaderStore();
  // Platform templates now; the shell registers core's feature modals (shell/modal-templates.ts).
  const modals = createModalStore(createModalRegistry(platformModalTemplates));
  let paths: PathTable = NO_PATHS;
  const schemaListeners = new Set<() => void>();
  let loggingOut = false;

  const runtime = {} as CockpitRuntime;
  const api = createApiClient({
    baseUrl: () => options.env.apiBaseUrl,
    paths: () => paths,
    token: () => session.get().token,
    language: () => runtime.i18n?.language ?? DEFAULT_LANGUAGE,
    clientVersion: options.env.clientVersion,
    handlers: {
      onUnauthorized() {
        // 401 or 403: log out and go to login, once, and not when already there.
        if (loggingOut || window.location.pathname.startsWith('/login')) return;
        loggingOut = true;
        runtime.signOutLocally();
        runtime.onSignedOut?.();
        setTimeout(() => (loggingOut = false), 1000);
      },
      onError(error: ApiError) {
        // Refused input field by field, a refusal with its values in its placeholders, in the user's language.
        const i18n = runtime.i18n;
        const exists = (key: string) => Boolean(i18n?.exists(key));
        const message = i18n ? errorText(error, i18n.t, exists) : error.message;
        const said = i18n ? saidBy(error, i18n.t, exists) : [];
        void modals.error({ message, details: error.details, said, title: error.status ? undefined : i18n?.t('Errors.title') });
      },
      onMultiStatus(result: MultiStatusResult) {
        void modals.open('multiStatus', { result });
      },
      onUserChoice: (prompt: UserChoicePrompt) => modals.open<string>('userChoice', { prompt }),
    },
  });

  // With a stored session, the first calls go out beside the catalogue, not after the first render.
  // The schemas: on a page's address, that page's part of the bundle first (complete-schemas.ts).
  const stored = session.get();
  const signedIn = Boolean(stored.token && !isExpired(stored.claims));
  const servedByApi = schemasServedByApi(options.env, window.location.href);
  const language = getCookie(document, 'defaultLanguage') ?? DEFAULT_LANGUAGE;
  // On a grid's address the server named the first screen's list call: its rows go out first.
  // Not for a page the caller's last-known permissions refuse: the server would answer 403.
  const hint = signedIn ? hintForCaller(hintForAddress(readBootPayload(), window.location), { ...stored, permissions: session.knownPermissions() }) : undefined;
  const firstScreen: FirstScreen | undefined = hint && {
    hint,
    api: quietClient({
      baseUrl: () => options.env.apiBaseUrl,
      token: () => session.get().token,
      language: () => runtime.i18n?.language ?? language,
      clientVersion: options.env.clientVersion,
    }),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });
  if (firstScreen) startFirstScreenRows(api, firstScreen);
  // While the first screen's calls and code are on their way the main thread is idle: ICU's data
  // for the grid's sort and cells is loaded then, not after the rows are in (prepare-intl.ts).
  if (firstScreen) prepareIntlWhenIdle();
  // Then everything else the grid page needs before its rows, in one call (first-screen-parts.ts):
  // the boot calls, the texts, the opening view and the look-ups are taken from its parts.
  const parts = firstScreen && servedByApi ? startFirstScreenParts(firstScreen.api, firstScreen.hint.page, language) : undefined;
  const bootCalls = signedIn
    ? startBootCalls(parts ? partsCaller(parts, api, 'call') : api, stored.token!, [
        ...(servedByApi ? [[routes.Schemas.bundle, firstBundleCall(window.location.pathname)] as const] : []),
        ...SESSION_SETTINGS_CALLS.map((route) => [route, {}] as const),
      ])
    : undefined;
  if (firstScreen) startFirstScreenView(queryClient, firstScreen, parts && partsCaller(parts, firstScreen.api, 'throw'));
  if (parts) void keepLookupParts(parts, queryClient);

  const catalogueCall = (language: string, page?: string) =>
    api.call(routes.Localization.translationsnested, {
      query: { languageCode: language, clientName: 'Cockpit', clientVersion: options.env.clientVersion, ...(page ? { page } : {}) },
      silent: true,
    });
  const loadCatalogue = (language: string) => catalogueCall(language);
  // On a grid page's address (the server's hint names it) only the texts of its first screen
  // first; the whole catalogues follow with the whole schemas (complete-catalogues.ts).
  const cataloguePage = firstScreen?.hint.page;
  const catalogueParts = cataloguePage ? new Set([language, DEFAULT_LANGUAGE]) : undefined;
  // On a page load with the one first-screen call, its texts' parts (the call itself if it has none).
  const pageTexts = async (code: string) => {
    const part = await parts?.find(routes.Localization.translationsnested.key, { query: { languageCode: code, page: cataloguePage } });
    return part?.status === 200 ? (partAnswer(part) as Catalogue) : catalogueCall(code, cataloguePage);
  };
  const firstLoad = cataloguePage ? pageTexts : loadCatalogue;
  const i18n = await createI18n(firstLoad, language).catch(() => createI18n(async () => ({}), language));

  // On a grid page's load, live updates connect once its first rows are shown (complete-schemas.ts).
  let firstScreenDone: (() => void) | undefined;
  const firstScreenShown = firstScreen ? new Promise<void>((resolve) => (firstScreenDone = resolve)) : undefined;

  Object.assign(runtime, {
    env: options.env,
    firstScreenDone,
    api,
    session,
    settings,
    loaders,
    modals,
    plugins: createPluginRegistry(options.plugins),
    live: createLiveSession({
      api,
      modals,
      i18n: () => runtime.i18n,
      businessUnitName: () => session.get().businessUnitName,
      baseUrl: () => options.env.apiBaseUrl || undefined,
      logout() {
        void api.call(routes.UserSession.logout, { silent: true }).catch(() => undefined);
        runtime.signOutLocally();
        runtime.onSignedOut?.();
      },
      onScreenChanged: (gridId) => void screenChanged(runtime, gridId),
      firstScreenShown,
    }),
    queryClient,
    i18n,
    loadCatalogue,
    bootCalls,
    firstScreen,
    catalogueParts,
    setSchemas(schemas: LoadedSchemas | undefined) {
      runtime.schemas = schemas;
      paths = schemas ? schemas.paths : NO_PATHS;
      // The studio's labels join the catalogues (merged: a catalogue loaded later keeps them).
      for (const [language, texts] of Object.entries(schemas?.texts ?? {})) i18n.addResources(language, 'translation', texts);
      schemaListeners.forEach((listener) => listener());
    },
    onSchemas(listener: () => void) {
      schemaListeners.add(listener);
      return () => schemaListeners.delete(listener);
    },
    signOutLocally() {
      runtime.live.end();
      session.signOut();
      settings.reset();
      clearSessionCookies(document);
      runtime.queryClient.clear();
      modals.closeAll();
    },
  } satisfies Partial<CockpitRuntime>);
  return runtime;
}
