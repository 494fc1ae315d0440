// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnpcBadges, splitLabel } from './AnpcBadges.tsx';

afterEach(cleanup);

describe('AnpcBadges', () => {
  it('links the SAL pictogram to ANPC, named by its label, and nothing else', () => {
    const { container } = render(<AnpcBadges salHref="https://anpc.ro/ce-este-sal/" salLabel="ANPC – Soluționarea alternativă a litigiilor" />);
    const sal = screen.getByRole('link', { name: 'ANPC – Soluționarea alternativă a litigiilor' });
    expect(sal.getAttribute('href')).toBe('https://anpc.ro/ce-este-sal/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelector('[data-anpc="sal"]')).not.toBeNull();
  });

  it('shows no SOL/ODR pictogram or link: the EU platform closed on 20 July 2025', () => {
    const { container } = render(<AnpcBadges salHref="https://anpc.ro/ce-este-sal/" salLabel="SAL" />);
    expect(container.querySelector('[data-anpc="sol"]')).toBeNull();
    expect(container.querySelectorAll('polygon')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/SOL|ODR/);
    expect(container.innerHTML).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
  });

  it('splits a label into two balanced lines', () => {
    expect(splitLabel('Soluționarea online a litigiilor')).toEqual(['Soluționarea', 'online a litigiilor']);
    expect(splitLabel('SAL')).toEqual(['SAL']);
  });
});
