// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SalesBar } from './SalesBar.tsx';

afterEach(cleanup);

describe('SalesBar', () => {
  it('shows the message and its link', () => {
    render(<SalesBar message="20% auf alles" linkHref="/sale" linkText="Jetzt sparen" />);
    expect(screen.getByText('20% auf alles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt sparen' }).getAttribute('href')).toBe('/sale');
  });

  it('has no dismiss button unless it can be dismissed', () => {
    render(<SalesBar message="Sale" dismissLabel="Schließen" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('calls onDismiss when the × is pressed', () => {
    const onDismiss = vi.fn();
    render(<SalesBar message="Sale" dismissLabel="Schließen" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
