// ETags for cacheable pages: a hash of the exact body, so an unchanged page answers 304 Not
// Modified to a browser or CDN that already has it. Weak, because a proxy that compresses the body
// keeps a weak validator valid but must drop a strong one.
import { createHash } from 'node:crypto';

export function bodyEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the ETag (weak comparison, RFC 9110 section 13.1.2), or is '*'. */
export function ifNoneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}
