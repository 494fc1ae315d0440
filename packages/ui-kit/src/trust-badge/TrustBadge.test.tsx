// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrustBadge } from './TrustBadge.tsx';

afterEach(cleanup);

describe('TrustBadge', () => {
  it('is a labelled link to the certificate when it has one', () => {
    render(<TrustBadge label="Trusted Shops Zertifikat" href="https://example.org/cert" text="Trusted Shops" />);
    const link = screen.getByRole('link', { name: 'Trusted Shops Zertifikat' });
    expect(link.getAttribute('href')).toBe('https://example.org/cert');
    expect(link.textContent).toContain('Trusted Shops');
  });

  it('is a labelled image without a link', () => {
    render(<TrustBadge label="Geprüfter Shop" text="Geprüft" />);
    expect(screen.getByRole('img', { name: 'Geprüfter Shop' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
