// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminBar } from './AdminBar.tsx';

afterEach(cleanup);

const links = [
  { label: 'Kunden', href: 'http://localhost:4000/admin/customers' },
  { label: 'Bestellungen', href: 'http://localhost:4000/admin/orders' },
];

describe('AdminBar', () => {
  it('is a labelled navigation whose links open in the same tab', () => {
    render(<AdminBar label="Administration" links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['Kunden', 'Bestellungen']);
    for (const anchor of anchors) expect(anchor.hasAttribute('target')).toBe(false);
  });

  it('shows the edit link for the current page when given', () => {
    render(
      <AdminBar
        label="Administration"
        links={links}
        editLink={{ label: 'Produkt bearbeiten', href: 'http://localhost:4000/admin/products/7' }}
      />,
    );
    const edit = screen.getByRole('link', { name: 'Produkt bearbeiten' });
    expect(edit.getAttribute('href')).toBe('http://localhost:4000/admin/products/7');
    expect(edit.hasAttribute('data-edit-link')).toBe(true);
  });
});
