import { describe, expect, it } from 'vitest';
import { bodyEtag, ifNoneMatchHits } from './etag.ts';

describe('ETags of cacheable pages', () => {
  it('is the same for the same bytes and differs for others', () => {
    const a = bodyEtag(Buffer.from('<html>a</html>'));
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(bodyEtag(Buffer.from('<html>a</html>'))).toBe(a);
    expect(bodyEtag(Buffer.from('<html>b</html>'))).not.toBe(a);
  });

  it('matches If-None-Match weakly, in a list, or for *', () => {
    const etag = 'W/"abc"';
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits(null, etag)).toBe(false);
  });
});
