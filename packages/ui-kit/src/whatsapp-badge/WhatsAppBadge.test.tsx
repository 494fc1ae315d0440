// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhatsAppBadge } from './WhatsAppBadge.tsx';

afterEach(cleanup);

describe('WhatsAppBadge', () => {
  it('is a labelled link to the chat that opens in a new tab', () => {
    render(<WhatsAppBadge href="https://wa.me/40700000000" label="Scrie-ne pe WhatsApp" />);
    const link = screen.getByRole('link', { name: 'Scrie-ne pe WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/40700000000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
