import { describe, expect, it } from 'vitest';
import { acceptedRequestId, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the guest-order hash in the back office and storefront paths', () => {
    expect(redactUrl('/api/guest_order/R-1001/abcdef0123?x=1')).toBe('/api/guest_order/R-1001/[redacted]?x=1');
    expect(redactUrl('/guest/invoice/R-1001/abcdef0123/document/7')).toBe('/guest/invoice/R-1001/[redacted]/document/7');
  });

  it('hides tokens and codes in a query and keeps the rest', () => {
    expect(redactUrl('/passwort-vergessen?token=s3cret&next=%2F')).toBe('/passwort-vergessen?token=[redacted]&next=%2F');
    expect(redactUrl('/paypal/return?order=5&Code=xyz')).toBe('/paypal/return?order=5&Code=[redacted]');
    expect(redactUrl('/newsletter?confirm=abc123')).toBe('/newsletter?confirm=[redacted]');
    expect(redactUrl('/newsletter-unsubscribe?email=kim%40example.com&token=t')).toBe('/newsletter-unsubscribe?email=[redacted]&token=[redacted]');
    expect(redactUrl('/produkt/spiegel-60?farbe=weiss')).toBe('/produkt/spiegel-60?farbe=weiss');
  });
});

describe('acceptedRequestId', () => {
  it('keeps a sane id and refuses anything else', () => {
    expect(acceptedRequestId('a1b2-c3.d4:e5')).toBe('a1b2-c3.d4:e5');
    expect(acceptedRequestId('x'.repeat(101))).toBeUndefined();
    expect(acceptedRequestId('id with spaces')).toBeUndefined();
    expect(acceptedRequestId(['a', 'b'])).toBeUndefined();
    expect(acceptedRequestId(null)).toBeUndefined();
  });
});
