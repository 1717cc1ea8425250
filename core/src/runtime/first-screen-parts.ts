import type { QueryClient } from '@tanstack/react-query';
import type { RouteDefinition, RouteRef } from '@cockpit/contracts';
import { FirstScreen } from '@cockpit/contracts/generated/route-refs';
import { halfOf, type PartsHalf } from '@cockpit/contracts/first-screen-halves';
import { ApiError } from '../api/api-error';
import type { RouteCallOptions } from '../api/client';
import type { QueryValue } from '../api/query-string';
import { callQueryKey, type RouteCaller } from '../api/route-query';

/**
 * A page load's first screen in one call (`FirstScreen.parts`, asked for in two halves sent
 * together): the server answers what the console would otherwise ask for in about ten calls
 * before its first rows (the page's part of the schemas and of the texts, the session's settings, the user, the grid's saved views,
 * the primary views, the opening view's detail, the look-ups its columns and filters show), each
 * part the very answer of the route it stands for. The calls are then taken from the parts instead
 * of being made (`partsCaller`); a call the answer has no part for is made as always.
 */
export interface FirstScreenPart {
  key: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  status: number;
  body: unknown;
}

export interface FirstScreenParts {
  /** The part standing for this call, once the one answer is in; undefined when it has none (or the call failed). */
  find(key: string, sent?: { params?: unknown; query?: unknown }): Promise<FirstScreenPart | undefined>;
  /** The shell's half: the schemas, settings, user, texts and look-ups (none when its call failed). */
  shell: Promise<FirstScreenPart[]>;
}

/** What a call sends, as one text: values as the address carries them, empty ones left out, names in order. */
function sentText(value: unknown): string {
  if (!value || typeof value !== 'object') return '{}';
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

const partKey = (key: string, params: unknown, query: unknown) => `${key} ${sentText(params)} ${sentText(query)}`;

/**
 * Asks for the first screen of `page` in `languageCode` in its two halves side by side (`halfOf`:
 * the shell's, which the first render needs, and the grid's views', the slowest reads), so that
 * the first render never waits for the views. Through a quiet client: a half that fails only means
 * its calls are made as always.
 */
export function startFirstScreenParts(api: RouteCaller, page: string, languageCode: string): FirstScreenParts {
  const ask = (only: PartsHalf) =>
    api.call(FirstScreen.parts, { query: { page, languageCode, only }, silent: true }).then(
      (answer) => (Array.isArray((answer as { parts?: unknown })?.parts) ? (answer as { parts: FirstScreenPart[] }).parts : []),
      () => [] as FirstScreenPart[],
    );
  const halves = { shell: ask('shell'), views: ask('views') };
  const keyed = (parts: Promise<FirstScreenPart[]>) => parts.then((all) => new Map(all.map((part) => [partKey(part.key, part.params, part.query), part])));
  const byKey = { shell: keyed(halves.shell), views: keyed(halves.views) };
  return {
    shell: halves.shell,
    find: async (key, sent = {}) => (await byKey[halfOf(key)]).get(partKey(key, sent.params, sent.query)),
  };
}

const isOk = (part: FirstScreenPart) => part.status >= 200 && part.status < 300;

/** A part's answer as the API client gives a call's: its `result`, or the refusal as an ApiError (silent: nobody was shown it). */
export function partAnswer(part: FirstScreenPart): unknown {
  const body = part.body as { result?: unknown; code?: string; message?: string; details?: unknown } | null;
  if (isOk(part)) return body && typeof body === 'object' && 'result' in body ? body.result : body;
  throw new ApiError(part.status, body?.code ?? 'Error', body?.message ?? `Refused (${part.status})`, body?.details, true);
}

/**
 * A caller that takes each call's answer from the parts. A call without a part is made through
 * `fallback`; a refused part is made through `fallback` too when `refused` is 'call' (the console's
 * own client then handles the refusal as always: sign-out, a dialog), or thrown as it is when
 * 'throw' (a quiet call, which would have been refused the same).
 */
export function partsCaller(parts: FirstScreenParts, fallback: RouteCaller, refused: 'call' | 'throw'): RouteCaller {
  return {
    call: async <R extends RouteDefinition>(route: R | RouteRef<R>, options: RouteCallOptions<R> = {}) => {
      const sent = options as { params?: unknown; query?: unknown };
      const part = await parts.find(route.key, sent);
      if (part && (isOk(part) || refused === 'throw')) return partAnswer(part) as never;
      return fallback.call(route, options);
    },
  };
}

/** The route keys of the parts the runtime takes itself; any other part is a look-up (columns' labels, filters' options). */
const OWN_PARTS = new Set([
  'Schemas.bundle',
  'User.cockpitSettings',
  'User.routesSettings',
  'User.menuSettings',
  'User.current',
  'Localization.translationsnested',
  'CustomView.header',
  'User.primaryViews',
  'CustomView.detail',
]);

/** Puts the look-ups' answers where the grid's look-up loader reads them (its query key), so the page asks for none of them. */
export function keepLookupParts(parts: FirstScreenParts, cache: Pick<QueryClient, 'setQueryData'>): Promise<void> {
  return parts.shell.then((all) => {
    for (const part of all)
      if (!OWN_PARTS.has(part.key) && isOk(part)) cache.setQueryData(callQueryKey(part.key, { query: part.query as Record<string, QueryValue> | undefined }), partAnswer(part));
  });
}
