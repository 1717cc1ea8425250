import type { HubConnection } from '@microsoft/signalr';

/**
 * The part of @microsoft/signalr's HubConnection the live manager uses. The manager takes a
 * factory so that its unit test can drive a fake; the console and the protocol tests use the real
 * client through createSignalRConnection.
 */
export interface HubClient {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  on(eventName: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export type HubClientFactory = (url: string, accessTokenFactory: () => string) => HubClient;

/**
 * The real client: WebSockets only, with negotiate, debug off. SignalR's own automatic
 * reconnect is not used: the manager follows its own back-off (live-connection.ts) and re-registers.
 * @microsoft/signalr is loaded on the first start, so it is not part of the console's first
 * screen (the JS-shipped benchmark); handlers given before that are attached when it is built.
 *
 * The import makes start() asynchronous before a HubConnection exists, so this wrapper keeps
 * SignalR's own rules across that gap: every start shares one `building` promise (never two
 * HubConnections), stop() waits for it, and a stop asked for while the import is pending makes
 * the starts asked for before it reject, as SignalR's stop-during-negotiation does. Such a stop
 * does not stop the connection once built: nothing started it, and a start asked for after the
 * stop must not be aborted by it.
 */
export const createSignalRConnection: HubClientFactory = (url, accessTokenFactory) => {
  let connection: HubConnection | undefined;
  let building: Promise<HubConnection> | undefined;
  /** Bumped by every stop(); a start that began under an older value was stopped during the import. */
  let stops = 0;
  const handlers: Array<[string, (...args: unknown[]) => void]> = [];
  const closeCallbacks: Array<(error?: Error) => void> = [];

  function build(): Promise<HubConnection> {
    building ??= import('@microsoft/signalr').then(
      ({ HttpTransportType, HubConnectionBuilder, LogLevel }) => {
        const built = new HubConnectionBuilder()
          .withUrl(url, { accessTokenFactory, transport: HttpTransportType.WebSockets, skipNegotiation: false })
          .configureLogging(LogLevel.None)
          .build();
        for (const [name, handler] of handlers) built.on(name, handler);
        for (const callback of closeCallbacks) built.onclose(callback);
        connection = built;
        return built;
      },
      (error: unknown) => {
        // A failed import (network) is one failed attempt; the next start loads it again.
        building = undefined;
        throw error;
      },
    );
    return building;
  }

  return {
    async start() {
      const ticket = stops;
      const built = connection ?? (await build());
      if (ticket !== stops) throw stoppedDuringStart();
      await built.start();
    },
    async stop() {
      stops++;
      if (connection) return connection.stop();
      if (!building) return;
      // Still importing: the pending starts see the new ticket and reject; wait until they have.
      await building.then(
        () => undefined,
        () => undefined,
      );
    },
    invoke(methodName, ...args) {
      if (!connection) return Promise.reject(new Error('The live connection is not started'));
      return connection.invoke(methodName, ...args);
    },
    on(eventName, handler) {
      handlers.push([eventName, handler]);
      connection?.on(eventName, handler);
    },
    onclose(callback) {
      closeCallbacks.push(callback);
      connection?.onclose(callback);
    },
  };
};

/** SignalR's own wording and error name for a start ended by stop() before it connected. */
function stoppedDuringStart(): Error {
  const error = new Error('The connection was stopped during negotiation.');
  error.name = 'AbortError';
  return error;
}
