// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewBadge } from './ReviewBadge.tsx';

afterEach(cleanup);

const props = {
  ratingValue: 4.76,
  reviewPageHref: 'https://reviews.example.org/shop/42',
  title: 'Kundenbewertungen',
  countText: '1.234 Bewertungen',
  closeLabel: 'Bewertungen ausblenden',
};

function panelOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('ReviewBadge', () => {
  it('shows the score and opens the details panel on click', () => {
    render(<ReviewBadge {...props} />);
    const badge = screen.getByRole('button', { name: /Kundenbewertungen/ });
    expect(badge.textContent).toContain('4.8');
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(badge).hidden).toBe(true);

    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    const panel = panelOf(badge);
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('1.234 Bewertungen');
    expect(screen.getByRole('link', { name: 'Kundenbewertungen' }).getAttribute('href')).toBe(props.reviewPageHref);
  });

  it('closes the panel when the mouse leaves', () => {
    const { container } = render(<ReviewBadge {...props} />);
    const badge = screen.getByRole('button', { name: /Kundenbewertungen/ });
    fireEvent.click(badge);
    fireEvent.mouseLeave(container.firstElementChild as HTMLElement);
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(badge).hidden).toBe(true);
  });

  it('closes on Escape too', () => {
    render(<ReviewBadge {...props} />);
    const badge = screen.getByRole('button', { name: /Kundenbewertungen/ });
    fireEvent.click(badge);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a close button only when onClose is given', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ReviewBadge {...props} />);
    expect(screen.queryByRole('button', { name: 'Bewertungen ausblenden' })).toBeNull();
    rerender(<ReviewBadge {...props} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewertungen ausblenden' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('formats numbers for a locale when given one', () => {
    render(<ReviewBadge {...props} locale="de-DE" />);
    const badge = screen.getByRole('button', { name: /Kundenbewertungen/ });
    expect(badge.textContent).toContain('4,8');
    expect(panelOf(badge).textContent).toContain('1.234 Bewertungen');
  });
});
