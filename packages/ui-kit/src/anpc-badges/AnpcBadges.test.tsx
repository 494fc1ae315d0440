// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnpcBadges, splitLabel } from './AnpcBadges.tsx';

afterEach(cleanup);

describe('AnpcBadges', () => {
  it('links the SAL and SOL pictograms, each named by its label', () => {
    render(
      <AnpcBadges
        salHref="https://anpc.ro/ce-este-sal/"
        solHref="https://ec.europa.eu/consumers/odr"
        salLabel="Soluționarea alternativă a litigiilor"
        solLabel="Soluționarea online a litigiilor"
      />,
    );
    const sal = screen.getByRole('link', { name: 'Soluționarea alternativă a litigiilor' });
    const sol = screen.getByRole('link', { name: 'Soluționarea online a litigiilor' });
    expect(sal.getAttribute('href')).toBe('https://anpc.ro/ce-este-sal/');
    expect(sol.getAttribute('href')).toBe('https://ec.europa.eu/consumers/odr');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(sol.querySelectorAll('polygon')).toHaveLength(12);
  });

  it('splits a label into two balanced lines', () => {
    expect(splitLabel('Soluționarea online a litigiilor')).toEqual(['Soluționarea', 'online a litigiilor']);
    expect(splitLabel('SAL')).toEqual(['SAL']);
  });
});
