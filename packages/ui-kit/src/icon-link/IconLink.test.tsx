// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountBadge } from '../count-badge/CountBadge.tsx';
import { IconButton } from './IconButton.tsx';
import { IconLink } from './IconLink.tsx';

afterEach(cleanup);

describe('IconLink', () => {
  it('is a link named by its hidden label, with an optional badge', () => {
    render(<IconLink href="/cart" icon="cart" label="Warenkorb" badge={<CountBadge text="3" label="3 Artikel" />} />);
    const link = screen.getByRole('link', { name: 'Warenkorb 3 Artikel' });
    expect(link.getAttribute('href')).toBe('/cart');
  });

  it('works for phone numbers', () => {
    render(<IconLink href="tel:+4930123456" icon="phone" label="Anrufen" />);
    expect(screen.getByRole('link', { name: 'Anrufen' }).getAttribute('href')).toBe('tel:+4930123456');
  });
});

describe('IconButton', () => {
  it('is a labelled button with a tooltip that calls onClick', () => {
    const onClick = vi.fn();
    render(<IconButton icon="retry" label="Erneut laden" title="Error loading data" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Erneut laden' });
    expect(button.getAttribute('title')).toBe('Error loading data');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
