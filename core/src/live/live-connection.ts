/* eslint-disable max-lines -- the connection manager is one state machine (start, retry, registrations, loss, end); its pieces (hub client, stop reasons, contract) are files of their own */
import { REGISTER_METHOD, SCREEN_CHANGED_METHOD, UNREGISTER_METHOD, UPDATED_EVENT, type LiveUpdateMessage, type LiveUpdateSettings } from './hub-contract';
import { createSignalRConnection, type HubClient, type HubClientFactory } from './hub-client';
import { classifyClose, isSessionOver, isUnauthorized, type LiveStopReason } from './stop-reasons';

/**
 * Reconnect base delay 1000 ms, doubled per failed attempt; after 5 tries the connection counts as
 * lost (the console says so), and the tries go on, the delay capped at 30 s, until the server is back.
 */
export const LIVE_RETRY = { baseDelayMs: 1000, maxAttempts: 5, maxDelayMs: 30_000 };

export type LiveHandler<TRow = unknown> = (message: LiveUpdateMessage<TRow>) => void;

export type LiveConnectionState = 'idle' | 'connecting' | 'connected' | 'lost' | 'disposed';

export interface LiveLog {
  warn(message: string, detail?: unknown): void;
  info?(message: string, detail?: unknown): void;
}

export interface RegistrationFailure {
  viewName: string;
  viewType: string;
  /** 'Registration to {view} failed', with the view filled in. */
  message: string;
  error: unknown;
}

export interface LiveConnectionOptions {
  /** The live-update settings call (Authentication.viewHub); asked at the first connect and after a 401. */
  fetchSettings(): Promise<Pick<LiveUpdateSettings, 'signalREndpoint' | 'token'>>;
  /** The session's business unit, sent with every (un)registration. */
  businessUnitName: string;
  /** Live updates stopped for good; the console offers 'continue without live updates' or 'log out'. */
  onConnectionLost?(lost: { reason: LiveStopReason; error?: unknown }): void;
  /** Connected again after onConnectionLost reported 'unable-to-connect' (every subscription registered again). */
  onReconnected?(): void;
  onRegistrationFailed?(failure: RegistrationFailure): void;
  /** A screen of the unit was changed in the studio (SCREEN_CHANGED_METHOD): `id` is its grid id. */
  onScreenChanged?(message: LiveUpdateMessage): void;
  log?: LiveLog;
  /** Resolves a relative signalREndpoint (default: the page's address). */
  baseUrl?: string;
  retry?: Partial<typeof LIVE_RETRY>;
  /** Replaced only by the manager's own unit test. */
  createHubClient?: HubClientFactory;
}

export interface LiveConnection {
  /** Starts listening to a view; the returned function stops. The connection opens with the first subscription and closes with the last. */
  subscribe<TRow = unknown>(viewName: string, viewType: string, handler: LiveHandler<TRow>): () => void;
  readonly state: LiveConnectionState;
  /**
   * After a loss: connect again now with the current subscriptions. A connection lost because the
   * server could not be reached keeps trying by itself; one the server ended stays lost until then.
   */
  restart(): void;
  dispose(): Promise<void>;
}

interface Subscription {
  viewName: string;
  viewType: string;
  handlers: Set<LiveHandler>;
}

type Attempt = 'connected' | 'failed' | 'session-over' | 'abandoned';

/**
 * One live-update connection per session: connect,
 * then register views; on loss reconnect with the back-off and re-register every subscription;
 * close when the last subscription goes; a 401 at connect fetches new settings and retries.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const retry = { ...LIVE_RETRY, ...options.retry };
  const log: LiveLog = options.log ?? console;
  const createClient = options.createHubClient ?? createSignalRConnection;
  const subscriptions = new Map<string, Subscription>();

  let state: LiveConnectionState = 'idle';
  let settings: { signalREndpoint: string; token: string } | undefined;
  let client: { hub: HubClient; url: string } | undefined;
  /** Bumped whenever running connect loops must give up (last unsubscribe, dispose, restart). */
  let cycle = 0;
  /** Bumped on every connect and every close: answers that belong to an older connection are ignored. */
  let generation = 0;
  let stopping: Promise<void> | undefined;
  /** The last reason an attempt failed, handed to onConnectionLost. */
  let lastFailure: unknown;
  /** Lost as 'unable-to-connect' while the tries go on (not a loss the server or the session decided). */
  let retryingAfterLoss = false;
  let wait: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | undefined;

  const key = (viewName: string, viewType: string) => `${viewName}\u0000${viewType}`;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const mine = {
        timer: setTimeout(() => {
          if (wait === mine) wait = undefined;
          resolve();
        }, ms),
        resolve,
      };
      wait = mine;
    });
  }

  function cancelSleep(): void {
    if (!wait) return;
    clearTimeout(wait.timer);
    const { resolve } = wait;
    wait = undefined;
    resolve();
  }

  function resolveUrl(endpoint: string): string {
    if (/^(https?|wss?):\/\//i.test(endpoint)) return endpoint;
    const base = options.baseUrl ?? (globalThis as { location?: { href: string } }).location?.href;
    return base ? new URL(endpoint, base).toString() : endpoint;
  }

  function dispatch(message: LiveUpdateMessage): void {
    if (!message || typeof message.viewName !== 'string') return;
    if (message.methodName === SCREEN_CHANGED_METHOD) {
      options.onScreenChanged?.(message);
      return;
    }
    // A handler subscribed for several view types of one view hears each message once.
    const called = new Set<LiveHandler>();
    for (const sub of subscriptions.values()) {
      if (sub.viewName !== message.viewName) continue;
      for (const handler of sub.handlers) {
        if (called.has(handler)) continue;
        called.add(handler);
        try {
          handler(message);
        } catch (error) {
          log.warn(`Live update handler for ${message.viewName} failed`, error);
        }
      }
    }
  }

  function hubFor(url: string): HubClient {
    if (client && client.url === url) return client.hub;
    const hub = createClient(url, () => settings?.token ?? '');
    hub.on(UPDATED_EVENT, (message) => {
      // SignalR treats a handler's return value as a client result: return nothing.
      dispatch(message as LiveUpdateMessage);
    });
    hub.onclose((error) => onClosed(hub, error));
    client = { hub, url };
    return hub;
  }

  async function loadSettings(): Promise<'ok' | 'failed' | 'session-over'> {
    try {
      const fresh = await options.fetchSettings();
      settings = { signalREndpoint: fresh.signalREndpoint, token: fresh.token };
      if (!settings.token) log.warn('Token missing!');
      return 'ok';
    } catch (error) {
      lastFailure = error;
      log.warn('Live-update settings could not be loaded', error);
      return isSessionOver(error) ? 'session-over' : 'failed';
    }
  }

  async function start(hub: HubClient, myCycle: number): Promise<'connected' | 'failed' | 'unauthorized' | 'abandoned'> {
    try {
      await hub.start();
    } catch (error) {
      if (myCycle !== cycle) return 'abandoned';
      lastFailure = error;
      log.info?.('Live connection attempt failed', error);
      return isUnauthorized(error) ? 'unauthorized' : 'failed';
    }
    if (myCycle !== cycle) {
      // Given up while connecting (last unsubscribe, dispose): do not keep the connection.
      await hub.stop().catch(() => undefined);
      return 'abandoned';
    }
    return 'connected';
  }

  /** One try: settings if none yet, start, and on a 401 new settings and one more start. */
  async function attempt(myCycle: number): Promise<Attempt> {
    if (stopping) await stopping;
    if (!settings) {
      const loaded = await loadSettings();
      if (loaded !== 'ok') return loaded;
    }
    if (myCycle !== cycle) return 'abandoned';
    const first = await start(hubFor(resolveUrl(settings!.signalREndpoint)), myCycle);
    if (first !== 'unauthorized') return first;
    const reloaded = await loadSettings();
    if (reloaded !== 'ok') return reloaded;
    if (myCycle !== cycle) return 'abandoned';
    const second = await start(hubFor(resolveUrl(settings!.signalREndpoint)), myCycle);
    return second === 'unauthorized' ? 'failed' : second;
  }

  /**
   * Tries now (first connect) or after the first delay (reconnect), doubling the delay each time up
   * to its cap. After maxAttempts failed tries the loss is reported once and the tries go on until
   * one connects, the session is over, or the connection is given up (last unsubscribe, dispose).
   */
  async function connectLoop(immediate: boolean): Promise<void> {
    const myCycle = ++cycle;
    state = 'connecting';
    lastFailure = undefined;
    retryingAfterLoss = false;
    for (let n = immediate ? 0 : 1; ; n++) {
      if (n > 0) await sleep(Math.min(retry.baseDelayMs * 2 ** (n - 1), retry.maxDelayMs));
      if (myCycle !== cycle) return;
      const result = await attempt(myCycle);
      if (myCycle !== cycle || result === 'abandoned') return;
      if (result === 'connected') {
        const wasLost = retryingAfterLoss;
        retryingAfterLoss = false;
        state = 'connected';
        generation++;
        registerAll();
        if (wasLost) options.onReconnected?.();
        return;
      }
      if (result === 'session-over') return lose('session-timed-out', lastFailure);
      if (n === retry.maxAttempts) {
        state = 'lost';
        retryingAfterLoss = true;
        options.onConnectionLost?.({ reason: 'unable-to-connect', error: lastFailure });
      }
    }
  }

  function lose(reason: LiveStopReason, error?: unknown): void {
    cycle++;
    retryingAfterLoss = false;
    state = 'lost';
    options.onConnectionLost?.({ reason, error });
  }

  function onClosed(hub: HubClient, error?: Error): void {
    if (client?.hub !== hub || state !== 'connected') return;
    generation++;
    const verdict = classifyClose(error);
    log.info?.('Live connection closed', error);
    if (verdict === 'reconnect') void connectLoop(false);
    else lose(verdict, error);
  }

  function register(sub: Subscription): void {
    const hub = client?.hub;
    if (!hub || state !== 'connected') return;
    const myGeneration = generation;
    hub.invoke(REGISTER_METHOD, sub.viewName, sub.viewType, options.businessUnitName).catch((error: unknown) => {
      // Failures because the connection just dropped are not reported: the reconnect re-registers.
      if (myGeneration !== generation || subscriptions.get(key(sub.viewName, sub.viewType)) !== sub) return;
      options.onRegistrationFailed?.({ viewName: sub.viewName, viewType: sub.viewType, message: `Registration to ${sub.viewName} failed`, error });
    });
  }

  function registerAll(): void {
    for (const sub of subscriptions.values()) register(sub);
  }

  function unregister(sub: Subscription): void {
    const hub = client?.hub;
    if (!hub || state !== 'connected') return;
    hub.invoke(UNREGISTER_METHOD, sub.viewName, sub.viewType, options.businessUnitName).catch((error: unknown) => {
      log.warn(`Unregistration from ${sub.viewName} failed`, error);
    });
  }

  function closeConnection(): void {
    cycle++;
    cancelSleep();
    // A loss the server or the session decided stays; the next subscription after an unreachable
    // server tries again.
    if (state !== 'lost' || retryingAfterLoss) state = 'idle';
    retryingAfterLoss = false;
    const hub = client?.hub;
    if (!hub) return;
    generation++;
    const stopped: Promise<void> = hub
      .stop()
      .catch(() => undefined)
      .then(() => {
        if (stopping === stopped) stopping = undefined;
      });
    stopping = stopped;
  }

  return {
    get state() {
      return state;
    },

    subscribe<TRow>(viewName: string, viewType: string, handler: LiveHandler<TRow>) {
      if (state === 'disposed') return () => undefined;
      const k = key(viewName, viewType);
      let sub = subscriptions.get(k);
      const isNew = !sub;
      if (!sub) subscriptions.set(k, (sub = { viewName, viewType, handlers: new Set() }));
      const h = handler as LiveHandler;
      sub.handlers.add(h);
      if (isNew) {
        if (state === 'connected') register(sub);
        else if (state === 'idle') void connectLoop(true);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        sub.handlers.delete(h);
        if (sub.handlers.size > 0 || subscriptions.get(k) !== sub) return;
        subscriptions.delete(k);
        unregister(sub);
        if (subscriptions.size === 0) closeConnection();
      };
    },

    restart() {
      if (state !== 'lost') return;
      cycle++;
      cancelSleep();
      retryingAfterLoss = false;
      state = 'idle';
      if (subscriptions.size > 0) void connectLoop(true);
    },

    async dispose() {
      if (state === 'disposed') return;
      subscriptions.clear();
      closeConnection();
      state = 'disposed';
      await stopping;
    },
  };
}
