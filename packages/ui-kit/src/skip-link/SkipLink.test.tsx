// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

afterEach(cleanup);

describe('SkipLink', () => {
  it('jumps to #main by default', () => {
    render(<SkipLink label="Zum Inhalt springen" />);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' }).getAttribute('href')).toBe('#main');
  });

  it('can target another element', () => {
    render(<SkipLink href="#content" label="Skip" />);
    expect(screen.getByRole('link', { name: 'Skip' }).getAttribute('href')).toBe('#content');
  });
});
