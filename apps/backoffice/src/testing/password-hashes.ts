// Counts the password hashes computed while some work runs (the back office runs in the test's
// process): what reached the hash is counted, not guessed from the answers or from timings.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

export async function countPasswordHashes(work: () => Promise<void>): Promise<number> {
  const original = crypto.argon2;
  let count = 0;
  crypto.argon2 = ((...args: Parameters<typeof crypto.argon2>) => {
    count += 1;
    return original(...args);
  }) as typeof crypto.argon2;
  syncBuiltinESMExports();
  try {
    await work();
  } finally {
    crypto.argon2 = original;
    syncBuiltinESMExports();
  }
  return count;
}
