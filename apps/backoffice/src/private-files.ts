// Files only the back office's own user may read: the data folder (0700), the generated secrets of
// the demo and the SQLite database (0600). A secret is written to a temporary file first and then
// put in place in one step, so a crash or a second process starting at the same moment never
// leaves a half-written or different secret behind.
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) for the owner only; an existing folder is left as it is. */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // The process umask may have taken bits away, never added them; make the mode exact.
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty file readable by the owner only, unless it exists; an existing one loses group and other access. */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  restrictToOwner(file);
}

/**
 * The secret kept in `dir/name`, made (`bytes` random bytes, base64url) on first use. Written to a
 * temporary file (0600, flushed), then linked into place: a link never replaces an existing file,
 * so when two processes start at once the first secret wins and both read it.
 */
export function persistedSecret(dir: string, name: string, bytes: number): string {
  const file = path.join(dir, name);
  const existing = readSecret(file);
  if (existing !== null) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  const temporary = path.join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (existsSync(file)) {
      // An empty file (left by an older version that crashed mid-write) is replaced whole.
      renameSync(temporary, file);
      return secret;
    }
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const stored = readSecret(file);
  if (stored === null) throw new Error(`Could not keep the generated secret in ${file}`);
  return stored;
}

function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  restrictToOwner(file);
  const value = readFileSync(file, 'utf8').trim();
  return value === '' ? null : value;
}

function restrictToOwner(file: string): void {
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_FILE_MODE);
}
