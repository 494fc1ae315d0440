// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackScreen } from './FallbackScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { PleaseWait } from './PleaseWait.tsx';
import { ServerErrorScreen } from './ServerErrorScreen.tsx';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('has an h1, the message, a way home, and 40 decorative raindrops', () => {
    const { container } = render(
      <NotFoundScreen
        title="Seite nicht gefunden"
        message="Sorry, the page was not found"
        homeHref="/"
        homeLabel="Zur Startseite"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Sorry, the page was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    const drops = container.querySelectorAll('[data-raindrop]');
    expect(drops).toHaveLength(40);
    const rain = drops[0]?.parentElement;
    expect(rain?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('ServerErrorScreen', () => {
  const props = {
    title: 'Entschuldigung',
    message: 'Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    contactTitle: 'Kontakt',
    retryLabel: 'Erneut versuchen',
  };

  it('shows the apology with tel: and mailto: links, and Retry calls onRetry', () => {
    const onRetry = vi.fn();
    render(
      <ServerErrorScreen
        {...props}
        phone="+49 30 123 456"
        hours="Mo–Do 8–17 Uhr"
        email="service@example.de"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Entschuldigung' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+49 30 123 456' }).getAttribute('href')).toBe('tel:+4930123456');
    expect(screen.getByRole('link', { name: 'service@example.de' }).getAttribute('href')).toBe(
      'mailto:service@example.de',
    );
    expect(screen.getByText('Mo–Do 8–17 Uhr')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('leaves out the contact block when there are no details', () => {
    render(<ServerErrorScreen {...props} onRetry={() => undefined} />);
    expect(screen.queryByRole('heading', { name: 'Kontakt' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('FallbackScreen', () => {
  it('offers a reload button', () => {
    const onReload = vi.fn();
    render(<FallbackScreen title="Etwas ist schiefgelaufen" message="Bitte laden Sie die Seite neu." reloadLabel="Neu laden" onReload={onReload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('PleaseWait', () => {
  it('is a polite status message', () => {
    render(<PleaseWait text="Please wait..." />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Please wait...');
  });
});
