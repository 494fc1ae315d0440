// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers', () => {
    render(
      <button type="button">
        <VisuallyHidden>Suche</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Suche' })).toBeTruthy();
  });
});
