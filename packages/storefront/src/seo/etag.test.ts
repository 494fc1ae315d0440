import { describe, expect, it } from 'vitest';
import { bodyEtag, ifNoneMatchHits } from './etag.ts';

describe('ETags of cacheable pages', () => {
  it('is the same for the same bytes and differs for others', () => {
    const a = bodyEtag(Buffer.from('<html>a</html>'));
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(bodyEtag(Buffer.from('<html>a</html>'))).toBe(a);
    expect(bodyEtag(Buffer.from('<html>b</html>'))).not.toBe(a);
  });

  it('leaves the nonce out, wherever and however often it occurs', () => {
    const page = (nonce: string) => Buffer.from(`<script nonce="${nonce}">ä</script><style nonce="${nonce}"></style>`);
    const etag = bodyEtag(page('n0nce-1'), 'n0nce-1');
    expect(bodyEtag(page('n0nce-2'), 'n0nce-2')).toBe(etag);
    expect(etag).toBe(bodyEtag(Buffer.from('<script nonce="">ä</script><style nonce=""></style>')));
    expect(bodyEtag(Buffer.from('<script nonce="n0nce-2">ö</script><style nonce="n0nce-2"></style>'), 'n0nce-2')).not.toBe(etag);
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
