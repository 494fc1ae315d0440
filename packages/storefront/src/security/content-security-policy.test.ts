import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  const plain = contentSecurityPolicy({ nonce: 'abc123', backOffice: ['http://localhost:4000/api', 'http://localhost:4000/search'], thirdParties: { tagManager: false, chatWidgetUrl: null, sentryDsn: null, reviewBadgeUrl: null } });

  it('runs scripts from the shop or with the nonce only, never inline or eval', () => {
    expect(directive(plain, 'script-src')).toBe("script-src 'self' 'nonce-abc123'");
    expect(plain).not.toContain('unsafe-eval');
    expect(directive(plain, 'object-src')).toBe("object-src 'none'");
    expect(directive(plain, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets images and requests go to the back office', () => {
    expect(directive(plain, 'img-src')).toContain('http://localhost:4000');
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self' http://localhost:4000");
  });

  it('names configured third parties only', () => {
    expect(plain).not.toContain('googletagmanager');
    const all = contentSecurityPolicy({
      nonce: 'n',
      backOffice: [],
      thirdParties: { tagManager: true, chatWidgetUrl: 'https://chat.example/widget.js', sentryDsn: 'https://key@o1.ingest.sentry.io/42', reviewBadgeUrl: 'https://badge.example/api' },
    });
    expect(directive(all, 'script-src')).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com https://chat.example");
    expect(directive(all, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive(all, 'connect-src')).not.toContain('key@');
    expect(directive(all, 'connect-src')).toContain('https://badge.example');
    expect(directive(all, 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it('names no third party on a page whose address carries a secret', () => {
    const secret = contentSecurityPolicy({ nonce: 'n', backOffice: ['http://localhost:4000'], thirdParties: null });
    expect(directive(secret, 'script-src')).toBe("script-src 'self' 'nonce-n'");
    expect(secret).not.toMatch(/google|chat|sentry/);
  });
});
