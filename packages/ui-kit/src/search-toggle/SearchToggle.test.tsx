// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchToggle } from './SearchToggle.tsx';

afterEach(cleanup);

describe('SearchToggle', () => {
  it('says whether the search is shown and asks for the other state', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<SearchToggle label="Suche" expanded={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Suche' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);

    rerender(<SearchToggle label="Suche" expanded onToggle={onToggle} controls="search-box" />);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('search-box');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });
});
