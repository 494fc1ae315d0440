// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge } from './CountBadge.tsx';

afterEach(cleanup);

describe('CountBadge', () => {
  it('shows the count and tells screen readers what it means', () => {
    const { container } = render(
      <button type="button">
        <CountBadge text="3" label="3 items in cart" />
      </button>,
    );
    expect(container.textContent).toContain('3');
    expect(screen.getByRole('button').textContent).toContain('3 items in cart');
    expect(screen.getByRole('button', { name: '3 items in cart' })).toBeTruthy();
  });

  it('uses the smaller font only when asked', () => {
    const { container, rerender } = render(<CountBadge text="99" label="99 items" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.className).not.toContain('small');
    rerender(<CountBadge text="120" small label="120 items" />);
    expect(badge.className).toContain('small');
    expect(badge.dataset.small).toBe('true');
  });
});
