// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from './ConsentBanner.tsx';

afterEach(cleanup);

function renderBanner() {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  render(
    <ConsentBanner
      title="Cookies"
      text="Wir verwenden Cookies für Statistik und Werbung."
      acceptLabel="Alle akzeptieren"
      declineLabel="Ablehnen"
      privacyHref="/datenschutz"
      privacyLabel="Datenschutzerklärung"
      onAccept={onAccept}
      onDecline={onDecline}
    />,
  );
  return { onAccept, onDecline };
}

describe('ConsentBanner', () => {
  it('is a named region, not a modal dialog, with a link to the privacy policy', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(region).getByText(/Statistik und Werbung/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      '/datenschutz',
    );
  });

  it('calls onAccept and onDecline from their buttons', () => {
    const { onAccept, onDecline } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('styles both choices alike, so declining is as easy as accepting', () => {
    renderBanner();
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    const decline = screen.getByRole('button', { name: 'Ablehnen' });
    expect(accept.className).toBe(decline.className);
  });
});
