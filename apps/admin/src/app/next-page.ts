/**
 * Where to go after signing in: the page the admin asked for, if it is a page of the admin.
 * Anything else (another site, a protocol-relative `//host`, a backslash trick) goes to the
 * dashboard, so a crafted sign-in link cannot send the admin away.
 */
export function nextPageAfterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}
