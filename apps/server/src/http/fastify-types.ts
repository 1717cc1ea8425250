import type { Caller } from '../auth/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, translations for the sign-in screen). */
    public?: boolean;
    /** Permission path the caller must hold, e.g. 'data/prepare' or 'header/settings/users'. */
    permission?: string;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}
