import { describe, expect, it } from 'vitest';
import { isValidSignature, signPayload } from './webhook-signature.ts';

describe('signed payment notifications', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const body = '{"id":"evt_1","type":"payment.succeeded"}';

  it('accepts what the secret signed, as sent', () => {
    expect(isValidSignature('s3cret', body, signPayload('s3cret', body, now), now)).toBe(true);
  });

  it('refuses another secret, a changed body, a missing or stale signature', () => {
    const header = signPayload('s3cret', body, now);
    expect(isValidSignature('other', body, header, now)).toBe(false);
    expect(isValidSignature('s3cret', body.replace('succeeded', 'failed'), header, now)).toBe(false);
    expect(isValidSignature('s3cret', body, undefined, now)).toBe(false);
    expect(isValidSignature('s3cret', body, header, new Date(now.getTime() + 10 * 60_000))).toBe(false);
  });
});
