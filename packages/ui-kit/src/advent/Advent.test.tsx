// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdventBanner, AdventLink } from './AdventBanner.tsx';

afterEach(cleanup);

describe('AdventBanner and AdventLink', () => {
  it('both link to the advent calendar, each with its own breakpoint class', () => {
    render(
      <>
        <AdventBanner href="/advent-calendar" text="Zum Adventskalender" />
        <AdventLink href="/advent-calendar" text="Adventskalender" />
      </>,
    );
    const banner = screen.getByRole('link', { name: 'Zum Adventskalender' });
    const link = screen.getByRole('link', { name: 'Adventskalender' });
    expect(banner.getAttribute('href')).toBe('/advent-calendar');
    expect(link.getAttribute('href')).toBe('/advent-calendar');
    expect(banner.className).toContain('banner');
    expect(link.className).toContain('link');
  });
});
