// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxBanner } from './SandboxBanner.tsx';

afterEach(cleanup);

describe('SandboxBanner', () => {
  it('is a named region with the title and the explanation', () => {
    render(<SandboxBanner title="Testmodus" text="Online-Zahlungen werden nur simuliert." />);
    const region = screen.getByRole('region', { name: 'Testmodus' });
    expect(region.textContent).toBe('Testmodus: Online-Zahlungen werden nur simuliert.');
  });
});
