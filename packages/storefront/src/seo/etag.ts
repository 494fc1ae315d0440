// ETags for cacheable pages: a hash of the exact body, so an unchanged page answers 304 Not
// Modified to a browser or CDN that already has it. Weak, because a proxy that compresses the body
// keeps a weak validator valid but must drop a strong one.
import { createHash } from 'node:crypto';

/**
 * `leaveOut` (the request's CSP nonce) is skipped wherever it occurs, so the same page has the same
 * ETag on every request; the bytes between are hashed as they are, without decoding the page.
 */
export function bodyEtag(body: Buffer, leaveOut?: string): string {
  const hash = createHash('sha1');
  let from = 0;
  if (leaveOut) {
    for (let at = body.indexOf(leaveOut, from); at !== -1; at = body.indexOf(leaveOut, from)) {
      hash.update(body.subarray(from, at));
      from = at + Buffer.byteLength(leaveOut);
    }
  }
  hash.update(body.subarray(from));
  return `W/"${hash.digest('base64url')}"`;
}

/** If-None-Match holds the ETag (weak comparison, RFC 9110 section 13.1.2), or is '*'. */
export function ifNoneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}
