import { ApiError, type ErrorBody } from './api-error';
import type { MultiStatusResult } from './multi-status';
import { USER_CHOICE_HEADER, userChoiceHeader, type UserChoicePrompt } from './user-choice';
import type { AnswerOf, BodyOf, DefinitionOf, ParamsOf, QueryOf, RouteDefinition, RouteRef } from '@cockpit/contracts';
import { fillPath, routeOfKey, type HttpMethod, type PathTable } from './path-table';
import { toQueryString, type QueryValue } from './query-string';

/**
 * What the console does with answers it cannot leave to the caller, in one place:
 * the session (logout), the modal stack (errors, multi-status, user choices).
 */
export interface HttpHandlers {
  /** 401 or 403: log out and go to login, once, and not when already on the login page. */
  onUnauthorized(status: 401 | 403): void;
  /** Any other error, unless the call is silent. */
  onError(error: ApiError): void;
  /** 207: the counts of succeeded and failed lines, with the failed lines listed. */
  onMultiStatus(result: MultiStatusResult): void;
  /** A prompt the user answers; resolves the chosen option's key, or undefined when dismissed. */
  onUserChoice(prompt: UserChoicePrompt): Promise<string | undefined>;
}

export interface ApiClientOptions {
  baseUrl: () => string;
  paths: () => PathTable;
  token: () => string | undefined;
  language: () => string;
  clientVersion: string;
  handlers: HttpHandlers;
  fetch?: typeof fetch;
}

export interface CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not show an error modal; the caller handles failures (e.g. a form that reopens). */
  silent?: boolean;
  headers?: Record<string, string>;
  /** Answer as a Blob (files: label previews, exports made on the server). */
  binary?: boolean;
}

/** What a call of a route sends: its query, params and body as the route declares them. */
export type RouteCallOptions<R extends RouteDefinition | RouteRef> = Omit<CallOptions, 'query' | 'params' | 'body'> & {
  query?: QueryOf<DefinitionOf<R>>;
  params?: ParamsOf<DefinitionOf<R>>;
  body?: BodyOf<DefinitionOf<R>>;
};

/** What the client hands back for a route: the answer's `result` (the envelope is unwrapped), or the answer itself. */
export type ResultOf<R extends RouteDefinition | RouteRef> = AnswerOf<DefinitionOf<R>> extends { result: infer T } ? T : AnswerOf<DefinitionOf<R>>;

/**
 * The console's API client. Every call names a route: one of the table (packages/contracts), typed
 * end to end, or one a schema names by its path-table key (`api.route(key)`), whose answer is
 * unknown until checked where it arrives (a list's with gridAnswer, a file's with blobAnswer).
 * The signatures are typed properties: the answer's type comes from the route, never from the caller.
 */
export interface ApiClient {
  /** Calls a route: query, params and body as the route declares them; the answer's `result` as its schema says. */
  call: <R extends RouteDefinition>(route: R | RouteRef<R>, options?: RouteCallOptions<R>) => Promise<ResultOf<R>>;
  /**
   * The route a schema names by its path-table key (a grid's `dataSource.api`, an action's, a
   * look-up's, a dialog widget's call): chosen by data, so its answer is `unknown`. Throws for a
   * key the path table does not hold.
   */
  route: (key: string) => RouteRef;
  /** A call by method and path (the first-screen hint's): the answer unknown until checked, as a key's. */
  request: (method: HttpMethod, path: string, options?: CallOptions) => Promise<unknown>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request(method: HttpMethod, path: string, call: CallOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = {
      'Client-Version': options.clientVersion,
      'x-lang-code': options.language(),
      // Every request says it speaks JSON, also one without a body (a GET).
      'Content-Type': 'application/json',
      ...call.headers,
    };
    const token = options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = options.baseUrl() + path + toQueryString(call.query);

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal: call.signal });
    } catch (error) {
      // A cancelled request is not shown.
      if (isAbort(error)) throw new ApiError(0, 'Cancelled', 'Request cancelled', undefined, true);
      const failure = new ApiError(0, 'NetworkError', 'The server could not be reached');
      if (!call.silent) options.handlers.onError(failure);
      throw failure;
    }

    if (response.status === 418) return undefined; // ignored silently
    if (call.binary && response.ok) return await response.blob();
    const body = (await readBody(response)) as ({ result?: unknown; userChoice?: UserChoicePrompt } & ErrorBody) | undefined;

    if (response.status === 401 || response.status === 403) {
      options.handlers.onUnauthorized(response.status);
      throw new ApiError(response.status, body?.code ?? 'Unauthorized', body?.message ?? 'Authorization Error: access denied', body?.details, true);
    }

    const prompt = (body?.details as { userChoice?: UserChoicePrompt } | undefined)?.userChoice ?? body?.userChoice;
    if (!response.ok && prompt) {
      const option = await options.handlers.onUserChoice(prompt);
      if (option === undefined) throw new ApiError(response.status, 'Cancelled', 'The choice was dismissed', undefined, true);
      // Replay the original request with the user's answer; the server checks it against the
      // prompt's options and the situation as it is now (docs/decisions/0070-user-choice-replayed-with-a-header.md).
      return request(method, path, { ...call, headers: { ...call.headers, [USER_CHOICE_HEADER]: userChoiceHeader(prompt.id, option) } });
    }

    if (!response.ok) {
      const error = new ApiError(response.status, body?.code ?? 'Error', body?.message ?? (typeof body === 'string' ? body : response.statusText), body?.details);
      if (!call.silent) options.handlers.onError(error);
      throw error;
    }

    const result = body && typeof body === 'object' && 'result' in body ? body.result : body;
    if (response.status === 207) options.handlers.onMultiStatus(result as MultiStatusResult);
    // A successful reply that is a user choice: the material-item kind goes back to the caller, any other is an error.
    const choice = result as { isUserChoice?: boolean; type?: string; description?: string; title?: string } | undefined;
    if (choice && typeof choice === 'object' && choice.isUserChoice && choice.type !== 'material-item') {
      const error = new ApiError(response.status, 'UserChoice', choice.description ?? choice.title ?? 'Unexpected answer', choice);
      if (!call.silent) options.handlers.onError(error);
      throw error;
    }
    return result;
  }

  /** A route's call; its answer is the route's, as the server serialises it from the same schema. */
  function callRoute<R extends RouteDefinition>(route: R | RouteRef<R>, call: RouteCallOptions<R> = {}): Promise<ResultOf<R>> {
    const sent = call as CallOptions;
    // The schemas' path table wins (a backend with other paths); the route's own path otherwise.
    const entry = options.paths()[route.key];
    return request(entry?.method ?? route.method, fillPath(entry?.path ?? route.path, sent.params), sent) as Promise<ResultOf<R>>;
  }

  return { request, call: callRoute, route: (key) => routeOfKey(options.paths(), key) };
}
