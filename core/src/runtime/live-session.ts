import type { i18n as I18n } from 'i18next';
import { LiveHub } from '@cockpit/contracts/generated/route-refs';
import type { ApiClient } from '../api/client';
import type { ModalStore } from '../modals/modal-store';
import type { LiveConnection, LiveConnectionOptions, LiveHandler } from '../live/live-connection';
import type { LiveStopReason } from '../live/stop-reasons';

/** The notice modal's reason names (core/src/modals/templates/LiveUpdateNoticeModal.tsx, Live.reasons.*). */
export const NOTICE_REASONS: Record<LiveStopReason, string> = {
  'session-timed-out': 'sessionTimedOut',
  'unable-to-connect': 'unableToConnect',
  'disconnected-by-server': 'disconnectedByServer',
};

/** The runtime's view of live updates: grids subscribe here; one connection per signed-in session. */
export interface LiveSession {
  /** Listens to a view (viewType 'master' or 'detail'); the returned function stops listening. */
  subscribe<TRow = unknown>(viewName: string, viewType: string, handler: LiveHandler<TRow>): () => void;
  /** The session's connection, when one was made (tests and the e2e probe read its state). */
  readonly connection: LiveConnection | undefined;
  /** Ends the session's connection (logout); the next subscription opens a new one. */
  end(): void;
}

export interface LiveSessionDeps {
  api: Pick<ApiClient, 'call'>;
  modals: Pick<ModalStore, 'open' | 'error' | 'close' | 'store' | 'notices'>;
  i18n: () => Pick<I18n, 't'> | undefined;
  businessUnitName: () => string | undefined;
  /** 'Log out' in the connection-lost dialog. */
  logout(): void;
  /** A screen of the unit was changed in the studio: its grid id. */
  onScreenChanged?(gridId: string): void;
  baseUrl?: () => string | undefined;
  /**
   * Settled once a grid page load's first rows are shown (complete-schemas.ts): the hub's code,
   * its settings call and its connection wait for it, so they do not compete with the first
   * screen's own answers. Without it, connections are made at once.
   */
  firstScreenShown?: Promise<void>;
  /** Only for tests: a fake hub, faster retries. */
  connection?: Partial<Pick<LiveConnectionOptions, 'createHubClient' | 'retry' | 'log'>>;
}

type LiveConnectionModule = typeof import('../live/live-connection');
let connectionCode: Promise<LiveConnectionModule> | undefined;
/**
 * The connection's code (the hub protocol, retries, registrations) is a chunk of its own, loaded by
 * the first subscription: the sign-in page never needs it, and a grid page's load subscribes only
 * after its first rows are shown.
 */
const loadConnectionCode = () => (connectionCode ??= import('../live/live-connection'));

/**
 * One live-update connection per session, created lazily by
 * the first grid that subscribes and ended at logout. Its failures become the console's dialogs:
 * the connection-lost notice (continue without live updates / log out) and 'Registration to
 * {view} failed'. When an unreachable server is back, the notice goes by itself and a short notice
 * says live updates run again.
 */
export function createLiveSession(deps: LiveSessionDeps): LiveSession {
  let connection: LiveConnection | undefined;
  let noticeOpen = false;

  const t = (key: string, options?: Record<string, unknown>) => deps.i18n()?.t(key, options) ?? key;

  function make(createLiveConnection: LiveConnectionModule['createLiveConnection']): LiveConnection {
    const base = deps.baseUrl?.();
    const made = createLiveConnection({
      ...deps.connection,
      businessUnitName: deps.businessUnitName() ?? '',
      baseUrl: base ? new URL(base, globalThis.location?.href).toString() : undefined,
      fetchSettings: () => deps.api.call(LiveHub.viewHub, { silent: true }),
      onConnectionLost({ reason }) {
        if (noticeOpen || connection !== made) return;
        noticeOpen = true;
        void deps.modals.open<string>('liveUpdateNotice', { reason: NOTICE_REASONS[reason] }).then((choice) => {
          noticeOpen = false;
          // 'continue' (or dismissed): the connection stays lost; the grids work without live updates.
          if (choice === 'logout') deps.logout();
        });
      },
      onReconnected() {
        if (connection !== made) return;
        const notice = deps.modals.store.getState().stack.find((m) => m.template === 'liveUpdateNotice');
        if (notice) deps.modals.close(notice.id, 'reconnected');
        deps.modals.notices.show(t('Live.reconnected'));
      },
      onRegistrationFailed({ viewName }) {
        void deps.modals.error({ message: t('Live.registrationFailed', { view: viewName }) });
      },
      onScreenChanged(message) {
        if (typeof message.id === 'string') deps.onScreenChanged?.(message.id);
      },
    });
    return made;
  }

  let shown = !deps.firstScreenShown;
  void deps.firstScreenShown?.then(() => (shown = true));

  // Ended sessions: a subscription whose code arrives after the session ended makes no connection.
  let generation = 0;
  const subscribeNow: LiveSession['subscribe'] = (viewName, viewType, handler) => {
    const mine = generation;
    let off: (() => void) | undefined;
    let stopped = false;
    void loadConnectionCode().then(({ createLiveConnection }) => {
      if (stopped || mine !== generation) return;
      if (!connection || connection.state === 'disposed') connection = make(createLiveConnection);
      off = connection.subscribe(viewName, viewType, handler);
    });
    return () => {
      stopped = true;
      off?.();
    };
  };

  return {
    subscribe(viewName, viewType, handler) {
      if (shown) return subscribeNow(viewName, viewType, handler);
      // Before the first screen's rows are shown: subscribed then, unless stopped meanwhile.
      let off: (() => void) | undefined;
      let stopped = false;
      void deps.firstScreenShown!.then(() => {
        if (!stopped) off = subscribeNow(viewName, viewType, handler);
      });
      return () => {
        stopped = true;
        off?.();
      };
    },
    get connection() {
      return connection;
    },
    end() {
      generation++;
      const ending = connection;
      connection = undefined;
      void ending?.dispose();
    },
  };
}
