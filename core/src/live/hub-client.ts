import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

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
 * The real client: WebSockets only, with negotiate (platform.md §9: debug off). SignalR's own
 * automatic reconnect is not used: the manager follows the spec's back-off and re-registers.
 */
export const createSignalRConnection: HubClientFactory = (url, accessTokenFactory) =>
  new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory, transport: HttpTransportType.WebSockets, skipNegotiation: false })
    .configureLogging(LogLevel.None)
    .build();
