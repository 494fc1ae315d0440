// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MegaMenu } from './MegaMenu.tsx';
import { demoMenu } from './fixtures.ts';

afterEach(cleanup);

// jsdom cannot navigate: keep followed links on the page.
const stayOnPage = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stayOnPage));
afterAll(() => document.removeEventListener('click', stayOnPage));

function panelOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('no panel');
  return panel;
}

describe('MegaMenu', () => {
  it('is a labelled navigation with one entry per top-level category', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const nav = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(within(nav).getByRole('button', { name: 'Bad' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Küche' })).toBeTruthy();
    // A category without subcategories is a plain link.
    expect(within(nav).getByRole('link', { name: 'Angebote' }).getAttribute('href')).toBe('/angebote');
  });

  it('opens by keyboard: ArrowDown opens the panel and moves focus to its first link', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const toggle = screen.getByRole('button', { name: 'Bad' });
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(toggle).hidden).toBe(false);
    expect(document.activeElement).toBe(within(panelOf(toggle)).getAllByRole('link')[0]);
  });

  it('shows second-level columns with at most 5 third-level links each, and nothing more', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const toggle = screen.getByRole('button', { name: 'Bad' });
    fireEvent.click(toggle);
    const panel = panelOf(toggle);
    expect(within(panel).getByRole('link', { name: 'Waschbecken' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Spiegel' })).toBeTruthy();
    const column = within(panel).getByRole('link', { name: 'Waschbecken' }).closest('li') as HTMLElement;
    const third = within(column).getAllByRole('link').slice(1);
    expect(third.map((a) => a.textContent)).toEqual([
      'Aufsatzwaschbecken',
      'Einbauwaschbecken',
      'Handwaschbecken',
      'Doppelwaschbecken',
      'Möbelwaschbecken',
    ]);
    expect(within(panel).queryByText('Säulenwaschbecken')).toBeNull();
  });

  it('honours a different maxThirdLevel', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} maxThirdLevel={2} />);
    const toggle = screen.getByRole('button', { name: 'Bad' });
    fireEvent.click(toggle);
    const column = within(panelOf(toggle)).getByRole('link', { name: 'Waschbecken' }).closest('li') as HTMLElement;
    expect(within(column).getAllByRole('link')).toHaveLength(3);
  });

  it('reports opening and closing, and Escape closes with focus back on the entry', () => {
    const onOpenChange = vi.fn();
    render(<MegaMenu label="Kategorien" items={demoMenu} onOpenChange={onOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'Bad' });
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    // Moving to another entry keeps the menu open: no extra calls.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Küche' }).parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Küche' }).getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Küche' }));
    expect(screen.getByRole('button', { name: 'Küche' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover, and closes when the mouse leaves', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const bad = screen.getByRole('button', { name: 'Bad' });
    fireEvent.mouseEnter(bad.parentElement as HTMLElement);
    expect(bad.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    expect(bad.getAttribute('aria-expanded')).toBe('false');

  });

  it('does not open on focus: Tab passes the entries, Enter opens one, Tab to the next entry closes it', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const bad = screen.getByRole('button', { name: 'Bad' });
    const kueche = screen.getByRole('button', { name: 'Küche' });
    act(() => bad.focus());
    expect(bad.getAttribute('aria-expanded')).toBe('false');
    act(() => kueche.focus());
    expect(kueche.getAttribute('aria-expanded')).toBe('false');
    // A button: Enter and Space arrive as a click.
    act(() => bad.focus());
    fireEvent.click(bad);
    expect(bad.getAttribute('aria-expanded')).toBe('true');
    act(() => kueche.focus());
    expect(bad.getAttribute('aria-expanded')).toBe('false');
    expect(kueche.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click keeps the panel open, a second click closes it', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const bad = screen.getByRole('button', { name: 'Bad' });
    fireEvent.click(bad);
    expect(bad.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(bad);
    expect(bad.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link in the panel is followed, or on a click outside', () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <MegaMenu label="Kategorien" items={demoMenu} onOpenChange={onOpenChange} />
        <p>Seite</p>
      </>,
    );
    const bad = screen.getByRole('button', { name: 'Bad' });
    fireEvent.click(bad);
    fireEvent.click(within(panelOf(bad)).getByRole('link', { name: 'Spiegel' }));
    expect(bad.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bad);
    fireEvent.pointerDown(screen.getByText('Seite'));
    expect(bad.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('moves between top-level entries with the arrow keys', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} />);
    const bad = screen.getByRole('button', { name: 'Bad' });
    act(() => bad.focus());
    fireEvent.keyDown(bad, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Küche' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Angebote' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bad);
  });

  it('releases the page when unmounted while open', () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<MegaMenu label="Kategorien" items={demoMenu} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bad' }));
    unmount();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('describes the toggles with openLabel', () => {
    render(<MegaMenu label="Kategorien" items={demoMenu} openLabel="Unterkategorien anzeigen" />);
    const bad = screen.getByRole('button', { name: 'Bad' });
    const hint = document.getElementById(bad.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Unterkategorien anzeigen');
  });
});
