// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollTo(0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

describe('ScrollToTopButton', () => {
  it('appears only after scrolling down more than 400 px', () => {
    render(<ScrollToTopButton label="Nach oben" />);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(450);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
  });

  it('scrolls smoothly to the top', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockReducedMotion(false);
    render(<ScrollToTopButton label="Nach oben" />);
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockReducedMotion(true);
    render(<ScrollToTopButton label="Nach oben" />);
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
