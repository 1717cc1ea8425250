import type { ApiAnswer, TestApi } from './api-client';

/**
 * Acknowledged actions and what they imply in the database, for the crash test: every call a
 * storm makes is recorded with a logical clock (when it was sent, when it was answered), so that
 * after a kill -9 and a restart each acknowledged action can be checked against the data folder.
 *
 * Concurrency: a call C may have run after an acknowledged call A when C was answered after A was
 * sent (or never answered). A later writer of the same field may therefore have overwritten what A
 * wrote; checks of overwritable fields accept A's value or the value of such a later call.
 */
export interface Call {
  path: string;
  body: Record<string, unknown>;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  result?: Record<string, unknown>;
  /** The storm's name for the action (set when the storm sees the answer). */
  action?: string;
}

export interface CallLog {
  calls: Call[];
  clock: number;
  byBody: WeakMap<object, Call>;
}

export const newCallLog = (): CallLog => ({ calls: [], clock: 0, byBody: new WeakMap() });

/** The same client, recording every write it sends and its answer. */
export function recording(api: TestApi, log: CallLog): TestApi {
  const write =
    (method: 'post' | 'put' | 'patch' | 'delete') =>
    async <T>(path: string, body?: unknown): Promise<ApiAnswer<T>> => {
      const call: Call = { path, body: (body ?? {}) as Record<string, unknown>, sentAt: ++log.clock };
      log.calls.push(call);
      if (body && typeof body === 'object') log.byBody.set(body, call);
      const res = await api[method]<T>(path, body);
      call.answeredAt = ++log.clock;
      call.status = res.status;
      call.result = (res.body as { result?: Record<string, unknown> } | undefined)?.result;
      return res;
    };
  return { token: api.token, get: (p) => api.get(p), post: write('post'), put: write('put'), patch: write('patch'), delete: write('delete') };
}

/** Acknowledged: a 2xx answer that says the action was done (207 on these single-id calls means it was not). */
export const acknowledged = (c: Call): boolean => c.status !== undefined && c.status >= 200 && c.status < 300 && c.status !== 207;
/** Might have changed something: acknowledged, partly done, or never answered (killed in flight). */
export const mayHaveWritten = (c: Call): boolean => c.status === undefined || (c.status >= 200 && c.status < 300);
/** c may have run after a. */
export const possiblyAfter = (a: Call, c: Call): boolean => c !== a && (c.answeredAt === undefined || c.answeredAt > a.sentAt);
