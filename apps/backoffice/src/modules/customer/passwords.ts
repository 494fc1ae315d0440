// Password hashes. New hashes are Argon2id (node:crypto's argon2) at OWASP's recommended minimum
// (19 MiB memory, 2 passes, 1 lane), stored in the PHC string format with salt and parameters, so
// the cost can be raised later without breaking existing hashes. Hashes of the older scrypt format
// still verify; `needsRehash` tells login to store a fresh Argon2id hash once the password is known.
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** OWASP Password Storage Cheat Sheet: Argon2id, m=19456 KiB, t=2, p=1. */
export const ARGON2_COST = { memory: 19_456, passes: 2, parallelism: 1 } as const;
/** The most a stored hash may ask for, so a forged hash in the database cannot exhaust memory. */
const MAX_ARGON2_MEMORY_KIB = 256 * 1024;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

type Argon2Cost = { memory: number; passes: number; parallelism: number };

function argon2id(password: string, salt: Buffer, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password.normalize('NFKC'), nonce: salt, tagLength: KEY_LENGTH, ...cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await argon2id(password, salt, ARGON2_COST);
  return `$argon2id$v=19$m=${ARGON2_COST.memory},t=${ARGON2_COST.passes},p=${ARGON2_COST.parallelism}$${b64(salt)}$${b64(key)}`;
}

const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) return false;
  const argon = ARGON2_PHC.exec(stored);
  if (argon) {
    const [, m, t, p, salt = '', expected = ''] = argon;
    const cost = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
    if (cost.memory > MAX_ARGON2_MEMORY_KIB || cost.passes > 10 || cost.parallelism > 4) return false;
    const wanted = Buffer.from(expected, 'base64');
    return same(wanted, await argon2id(password, Buffer.from(salt, 'base64'), cost));
  }
  // The format before Argon2id: scrypt$N$r$p$salt$key (base64url).
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const key = await scryptKey(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAXMEM });
  return same(Buffer.from(expected, 'base64url'), key);
}

/** True for a hash that is not Argon2id at today's cost: login stores a fresh one. */
export function needsRehash(stored: string | null): boolean {
  const argon = stored === null ? null : ARGON2_PHC.exec(stored);
  if (!argon) return true;
  return Number(argon[1]) < ARGON2_COST.memory || Number(argon[2]) < ARGON2_COST.passes || Number(argon[3]) !== ARGON2_COST.parallelism;
}

function same(wanted: Buffer, key: Buffer): boolean {
  return wanted.length === key.length && timingSafeEqual(wanted, key);
}
