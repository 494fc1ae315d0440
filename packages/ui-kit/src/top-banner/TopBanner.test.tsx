// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBanner } from './TopBanner.tsx';

afterEach(cleanup);

describe('TopBanner', () => {
  it('shows the banner text and whatever is put in its slot', () => {
    render(
      <TopBanner text="Kostenloser Versand ab 50 €">
        <button type="button">Deutschland</button>
      </TopBanner>,
    );
    expect(screen.getByText('Kostenloser Versand ab 50 €')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deutschland' })).toBeTruthy();
  });
});
