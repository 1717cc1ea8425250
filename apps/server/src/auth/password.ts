import { brokenPasswordRules } from '@cockpit/core/session';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PRODUCTION_PASSWORD_HASH_COST } from '../config';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

// scrypt with OWASP's suggested cost by default (N=2^15, r=8, p=1); the parameters travel in the
// hash, so a hash made at one cost is verified at that cost and the cost can be raised later. The
// costs allowed are the configuration's (PASSWORD_HASH_COST).
const r = 8;
const p = 1;
const KEYLEN = 32;
const maxmem = 64 * 1024 * 1024;

let hashCost = PRODUCTION_PASSWORD_HASH_COST;

/**
 * The N new hashes are made with, for the whole process: the server sets it from its
 * configuration (PASSWORD_HASH_COST) when it starts, before it seeds or hashes anything.
 */
export function usePasswordHashCost(n: number): void {
  hashCost = n;
}

/** The N new hashes are made with now. */
export function passwordHashCost(): number {
  return hashCost;
}

/** Format: scrypt$N$r$p$saltB64$hashB64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = hashCost;
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, rr, pp, saltB64, hashB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The password rules (written once in @cockpit/core/session): the broken rules' messages. */
export function passwordProblems(password: string): string[] {
  return brokenPasswordRules(password).map((r) => r.message);
}
