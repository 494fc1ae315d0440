// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown.tsx';
import { useDismiss } from './useDismiss.ts';

afterEach(cleanup);

function CartDropdown({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Outside</p>
      <a href="/fliesen">Fliesen</a>
      <Dropdown
        trigger={<span aria-hidden="true">🛒</span>}
        triggerLabel="Warenkorb"
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        align="end"
      >
        <p>2 Artikel</p>
        <a href="/cart">Zum Warenkorb</a>
      </Dropdown>
    </div>
  );
}

describe('Dropdown', () => {
  it('opens its panel from the button and says so', () => {
    render(<CartDropdown />);
    const button = screen.getByRole('button', { name: 'Warenkorb' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('2 Artikel')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('2 Artikel');
  });

  it('closes when another dropdown opens (keyboard users reach the next one without a click outside)', () => {
    render(
      <>
        <CartDropdown />
        <CartDropdown />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Warenkorb' });
    if (!first || !second) throw new Error('two dropdowns');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('never shows two panels at once: the other closes in the same render as the next opens', () => {
    const seen: string[] = [];
    function Two() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      // After every commit: what a screen reader (and the eye) finds on both buttons.
      useLayoutEffect(() => {
        seen.push([...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-expanded')).join(','));
      });
      return (
        <>
          <Dropdown trigger="1" triggerLabel="Land" open={first} onOpenChange={setFirst}>
            <p>Deutschland</p>
          </Dropdown>
          <Dropdown trigger="2" triggerLabel="Warenkorb" open={second} onOpenChange={setSecond}>
            <p>2 Artikel</p>
          </Dropdown>
        </>
      );
    }
    render(<Two />);
    fireEvent.click(screen.getByRole('button', { name: /Land/ }));
    fireEvent.click(screen.getByRole('button', { name: /Warenkorb/ }));
    expect(seen.at(-1)).toBe('false,true');
    expect(seen).not.toContain('true,true');
  });

  it('closes on a click outside, but not on a click inside', () => {
    render(<CartDropdown />);
    const button = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(button);

    fireEvent.pointerDown(screen.getByText('2 Artikel'));
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('2 Artikel')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', () => {
    render(<CartDropdown />);
    const button = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    link.focus();

    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the keyboard moves on past it, not while focus stays inside', () => {
    render(<CartDropdown />);
    const button = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    link.focus();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: 'Fliesen' }).focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('2 Artikel')).toBeNull();
  });

  it('toggles closed from the button', () => {
    const onOpenChange = vi.fn();
    render(<CartDropdown onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

function Dismissable({ active, onDismiss }: { active: boolean; onDismiss: (reason: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, active, onDismiss);
  return (
    <>
      <div ref={ref}>inside</div>
      <div>outside</div>
    </>
  );
}

describe('useDismiss', () => {
  it('reports outside presses and Escape only while active', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Dismissable active={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();

    rerender(<Dismissable active onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByText('inside'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });
});
