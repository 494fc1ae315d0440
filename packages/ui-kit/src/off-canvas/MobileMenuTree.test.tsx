// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoMenu } from '../mega-menu/fixtures.ts';
import { MobileMenuTree } from './MobileMenuTree.tsx';

afterEach(cleanup);

describe('MobileMenuTree', () => {
  it('lists the top level and expands sections on demand', () => {
    render(<MobileMenuTree items={demoMenu} expandLabel="Unterkategorien von" />);
    expect(screen.getByRole('link', { name: 'Bad' }).getAttribute('href')).toBe('/bad');
    expect(screen.queryByRole('link', { name: 'Waschbecken' })).toBeNull();

    const expand = screen.getByRole('button', { name: 'Unterkategorien von Bad' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Waschbecken' })).toBeTruthy();

    // Third level, all entries (the mobile tree is not cut to five).
    fireEvent.click(screen.getByRole('button', { name: 'Unterkategorien von Waschbecken' }));
    expect(screen.getByRole('link', { name: 'Eckwaschbecken' })).toBeTruthy();

    fireEvent.click(expand);
    expect(screen.queryByRole('link', { name: 'Waschbecken' })).toBeNull();
  });

  it('has no expand button for a category without children', () => {
    render(<MobileMenuTree items={demoMenu} expandLabel="Unterkategorien von" />);
    expect(screen.getByRole('link', { name: 'Angebote' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unterkategorien von Angebote' })).toBeNull();
  });
});
