// oidc-provider ships no type declarations: the part the demo provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** The part of Koa's context (oidc-provider runs on Koa) the demo's password check reads and writes. */
  interface KoaContext {
    method: string;
    path: string;
    req: IncomingMessage;
    request: object;
    status: number;
    type: string;
    body: unknown;
    /** The client's address (the failed-login limits key on it). */
    ip: string;
    set(field: string, value: string): void;
    is(type: string): string | false | null;
    throw(status: number, message: string): never;
  }

  export default class Provider {
    /** Adds a Koa middleware in front of the provider's own routes. */
    use(middleware: (ctx: KoaContext, next: () => Promise<unknown>) => unknown): void;
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined> });
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
