// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrustBadge } from './TrustBadge.tsx';

afterEach(cleanup);

describe('TrustBadge', () => {
  it("is a link to the provider's page for the shop, named by its visible text", () => {
    render(<TrustBadge href="https://www.trustedshops.de/bewertung/info_X1.html" provider="Trusted Shops" detail="Zertifikat ansehen" newTabLabel="(öffnet in einem neuen Tab)" />);
    const link = screen.getByRole('link', { name: 'Trusted Shops Zertifikat ansehen (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://www.trustedshops.de/bewertung/info_X1.html');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('draws no shield of its own', () => {
    const { container } = render(<TrustBadge href="https://example.org/" provider="ShopVote" detail="4,7 / 5" newTabLabel="(new tab)" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
