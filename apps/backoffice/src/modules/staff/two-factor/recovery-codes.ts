// Recovery codes: ten per staff member, each ten letters and digits (about 50 bits), printed as
// xxxxx-xxxxx. Only their SHA-256 is kept: random codes of that length need no slow hash.
import { RECOVERY_CODE_COUNT } from '@shop/contract/admin';
import { createHash, randomInt } from 'node:crypto';

// No 0/o, 1/l/i: codes are typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** The stored form of a code, as typed (the contract has already lower-cased it and taken the dash out) or as printed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, ''), 'utf8').digest('hex');
}
