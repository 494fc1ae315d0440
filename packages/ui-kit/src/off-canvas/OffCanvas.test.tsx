// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OffCanvas } from './OffCanvas.tsx';

afterEach(cleanup);

const stayOnPage = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stayOnPage));
afterAll(() => document.removeEventListener('click', stayOnPage));

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menü
      </button>
      <OffCanvas
        open={open}
        title="Menü"
        closeLabel="Menü schließen"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">Unterkategorien</button>
        <a href="/bad">Bad</a>
        <a href="/kueche">Küche</a>
      </OffCanvas>
    </>
  );
}

function openMenu() {
  const opener = screen.getByRole('button', { name: 'Menü' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Menü' }) };
}

describe('OffCanvas', () => {
  it('is a labelled modal dialog, shown only while open', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = openMenu();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Menü' })).toBeTruthy();
  });

  it('moves focus into the dialog, keeps it there, and gives it back on close', () => {
    render(<Page />);
    const { opener, dialog } = openMenu();
    const close = within(dialog).getByRole('button', { name: 'Menü schließen' });
    expect(document.activeElement).toBe(close);

    // Tab from the last element wraps to the first; Shift+Tab from the first to the last.
    const last = within(dialog).getByRole('link', { name: 'Küche' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = openMenu();
    fireEvent.keyDown(within(dialog).getByRole('link', { name: 'Bad' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop', () => {
    const onClose = vi.fn();
    const { container } = render(<Page onClose={onClose} />);
    openMenu();
    fireEvent.click(container.querySelector('[data-backdrop]') as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes when a link inside is followed, but not on other clicks inside', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unterkategorien' }));
    fireEvent.click(within(dialog).getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('link', { name: 'Küche' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open', () => {
    render(<Page />);
    openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });
});
