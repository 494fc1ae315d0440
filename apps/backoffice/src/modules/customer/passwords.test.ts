import { randomBytes, scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    );
  });
}

describe('password hashes', () => {
  it('stores Argon2id at the OWASP parameters, salted, and verifies only the right password', async () => {
    const hash = await hashPassword('geheim123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword('geheim123')).not.toBe(hash);
    expect(await verifyPassword('geheim123', hash)).toBe(true);
    expect(await verifyPassword('geheim124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies the older scrypt hashes and asks for a rehash', async () => {
    const old = await legacyScryptHash('abcd');
    expect(await verifyPassword('abcd', old)).toBe(true);
    expect(await verifyPassword('abce', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses broken or unknown formats and weaker Argon2 costs count as old', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=99999999,t=2,p=1$AAAA$AAAA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
  });
});
