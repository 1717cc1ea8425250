import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../http/errors';
import type { AttemptLimits } from '../config';

/**
 * Limits on FAILED password attempts (OWASP ASVS v4 §2.2.1), counted by @fastify/rate-limit.
 *
 * The library's own recipe for "count only failures": before the password is checked, peek at the
 * counters without consuming (`{ increment: false }`); once a key has used up its failures, the
 * attempt is answered 429 with Retry-After before any password is checked, the right one too, until
 * the window ends. A failed attempt consumes one (`incr`); a successful one consumes nothing, so
 * signing in many times never locks anyone out.
 *
 * Peek, check and count are one step per key: attempts on the same key run one after another. A
 * peek alone would let a burst of parallel guesses all pass before the first of them is counted
 * (a thousand parallel requests, a thousand guesses); in turn, the limit is exact. Attempts on
 * different keys still run in parallel.
 */
export interface FailedAttemptLimit {
  /** Part of the key and of the log line, e.g. `user` or `address`. */
  name: string;
  /** Failed attempts allowed within the window; the next attempt is refused. */
  max: number;
  windowSeconds: number;
  key(request: FastifyRequest): string;
}

export interface FailedAttemptGuard {
  /**
   * Runs `attempt` unless a limit is used up (then throws 429 and sets Retry-After). When
   * `attempt` throws an error that `isFailure` recognises, the failure is counted on every key.
   */
  run<T>(request: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T>;
}

/** Counters kept per process; enough keys that a spray of invented user names cannot evict a real one. */
const CACHE_ENTRIES = 100_000;

export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

export function tooManyAttempts(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, TOO_MANY_ATTEMPTS, message, { retryAfterSeconds });
}

/** The client's address as the rate limiter keys it (an IPv6 client by its /64). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

async function ensureRateLimitPlugin(app: FastifyInstance): Promise<void> {
  // No global limit: only the limiters created here count anything.
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
}

/** One queue per key: each attempt waits for the previous one on the same key to finish. */
function createKeyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export async function createFailedAttemptGuard(app: FastifyInstance, limits: FailedAttemptLimit[], message: (retryAfterSeconds: number) => string): Promise<FailedAttemptGuard> {
  await ensureRateLimitPlugin(app);
  const limiters = limits.map((limit) => ({
    limit,
    queue: createKeyedQueue(),
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
      // Not in the type of createRateLimit's options, but passed on to the store it creates.
      cache: CACHE_ENTRIES,
    } as CreateRateLimitOptions),
  }));

  return {
    async run<T>(request: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
      // Keys are taken in a fixed order, so two attempts never wait for each other crosswise.
      const step = async (index: number): Promise<T> => {
        if (index === limiters.length) {
          try {
            return await attempt();
          } catch (error) {
            if (isFailure(error)) {
              const counted = await Promise.all(limiters.map((l) => l.check(request)));
              counted.forEach((status, i) => {
                // Logged once per lock-out; the attempts refused while it lasts only at debug level.
                if (!status.isAllowed && status.remaining === 0) {
                  request.log.warn({ limit: limiters[i].limit.name, key: status.key, seconds: status.ttlInSeconds }, 'failed attempts limit reached');
                }
              });
            }
            throw error;
          }
        }
        const { limit, queue, check } = limiters[index];
        return queue(limit.key(request), async () => {
          const status = await check(request, { increment: false });
          if (!status.isAllowed && status.remaining <= 0) {
            const retryAfter = Math.max(1, status.ttlInSeconds);
            request.log.debug({ limit: limit.name, key: status.key, retryAfter }, 'attempt refused: too many failed attempts');
            reply.header('retry-after', String(retryAfter));
            throw tooManyAttempts(message(retryAfter), retryAfter);
          }
          return step(index + 1);
        });
      };
      return step(0);
    },
  };
}

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * Sign-in: failures counted per client address (any user names) and per user name (business unit
 * and user name, any case, whether or not the user exists, so the answer tells nothing about who
 * exists). A 401 is a failure; a refusal for a bad body (400) never reaches the check.
 */
export async function createSignInGuard(app: FastifyInstance, limits: AttemptLimits) {
  const guard = await createFailedAttemptGuard(
    app,
    [
      { name: 'address', max: limits.signInPerAddress, windowSeconds: limits.windowSeconds, key: clientAddress },
      {
        name: 'user',
        max: limits.signInPerUser,
        windowSeconds: limits.windowSeconds,
        key: (request) => {
          const body = request.body as { businessUnitName?: unknown; userName?: unknown } | undefined;
          return JSON.stringify([String(body?.businessUnitName ?? '').toLowerCase(), String(body?.userName ?? '').toLowerCase()]);
        },
      },
    ],
    (retryAfter) => `Too many failed sign-in attempts. Try again in ${minutes(retryAfter)}.`,
  );
  return <T>(request: FastifyRequest, reply: FastifyReply, signIn: () => Promise<T>) => guard.run(request, reply, signIn, isUnauthorized);
}

/** Password change: wrong current passwords counted per signed-in user. */
export async function createPasswordChangeGuard(app: FastifyInstance, limits: AttemptLimits) {
  const guard = await createFailedAttemptGuard(
    app,
    [{ name: 'password-change', max: limits.passwordChange, windowSeconds: limits.windowSeconds, key: (request) => String(request.caller.userId) }],
    (retryAfter) => `Too many wrong passwords. Try again in ${minutes(retryAfter)}.`,
  );
  return <T>(request: FastifyRequest, reply: FastifyReply, change: () => Promise<T>, isWrongPassword: (error: unknown) => boolean) =>
    guard.run(request, reply, change, isWrongPassword);
}
