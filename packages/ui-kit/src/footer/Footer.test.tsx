// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Copyright } from './Copyright.tsx';
import { DeliveryMethods } from './DeliveryMethods.tsx';
import { FooterSection } from './FooterSection.tsx';
import { LinkList } from './LinkList.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { SocialLinks } from './SocialLinks.tsx';

afterEach(cleanup);

describe('FooterSection and LinkList', () => {
  it('shows a titled list; external links open in a new tab, internal ones do not', () => {
    render(
      <FooterSection title="Service">
        <LinkList
          newTabLabel="(neues Fenster)"
          links={[
            { label: 'FAQ', href: '/faq' },
            { label: 'Datenschutz', href: '/datenschutz' },
            { label: 'Blog', href: 'https://blog.example.de', external: true },
          ]}
        />
      </FooterSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'FAQ' }).hasAttribute('target')).toBe(false);
    const blog = screen.getByRole('link', { name: 'Blog (neues Fenster)' });
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toContain('noopener');
  });

  it('can use another heading level', () => {
    render(<FooterSection title="Kontakt" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Kontakt' })).toBeTruthy();
  });
});

describe('SocialLinks', () => {
  it('links each network with its label', () => {
    render(
      <SocialLinks
        label="Folgen Sie uns"
        links={[
          { network: 'facebook', href: 'https://facebook.com/shop', label: 'Facebook' },
          { network: 'instagram', href: 'https://instagram.com/shop', label: 'Instagram' },
          { network: 'youtube', href: 'https://youtube.com/shop', label: 'YouTube' },
          { network: 'tiktok', href: 'https://tiktok.com/@shop', label: 'TikTok' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Folgen Sie uns' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Facebook', 'Instagram', 'YouTube', 'TikTok']);
    expect(screen.getByRole('link', { name: 'TikTok' }).getAttribute('href')).toBe('https://tiktok.com/@shop');
  });
});

describe('PaymentMethods and DeliveryMethods', () => {
  it('shows one named mark per payment method, in the given order', () => {
    render(
      <PaymentMethods
        label="Zahlungsarten"
        methods={['paypal', 'visa', 'mastercard', 'klarna', 'sofort', 'amazon', 'prepayment', 'cod']}
        methodLabels={{ prepayment: 'Vorkasse', cod: 'Nachnahme' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Zahlungsarten' });
    const names = within(list)
      .getAllByRole('img')
      .map((img) => img.querySelector('title')?.textContent);
    expect(names).toEqual(['PayPal', 'Visa', 'Mastercard', 'Klarna', 'Sofort', 'Amazon Pay', 'Vorkasse', 'Nachnahme']);
    expect(screen.getByRole('img', { name: 'Nachnahme' })).toBeTruthy();
  });

  it('shows the delivery marks', () => {
    render(
      <DeliveryMethods
        label="Versand"
        methods={['dhl', 'dpd', 'freight', 'pickup']}
        methodLabels={{ freight: 'Spedition', pickup: 'Abholung' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Versand' });
    expect(within(list).getAllByRole('img')).toHaveLength(4);
    for (const name of ['DHL', 'DPD', 'Spedition', 'Abholung']) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
  });
});

describe('Copyright', () => {
  it('shows its text', () => {
    render(<Copyright text="© 2025 Bad & Haus GmbH" />);
    expect(screen.getByText('© 2025 Bad & Haus GmbH')).toBeTruthy();
  });
});
