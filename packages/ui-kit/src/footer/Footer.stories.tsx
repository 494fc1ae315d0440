import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnpcBadges } from '../anpc-badges/AnpcBadges.tsx';
import { TrustBadge } from '../trust-badge/TrustBadge.tsx';
import { Copyright } from './Copyright.tsx';
import { DeliveryMethods } from './DeliveryMethods.tsx';
import { FooterSection } from './FooterSection.tsx';
import { LinkList } from './LinkList.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { SocialLinks } from './SocialLinks.tsx';

const meta = {
  title: 'Footer/FooterSection',
  component: FooterSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'Service',
    children: (
      <LinkList
        links={[
          { label: 'Bezahlung', href: '/bezahlen' },
          { label: 'Lieferung', href: '/lieferung' },
          { label: 'FAQ', href: '/faq' },
          { label: 'Widerrufsrecht', href: '/widerrufsrecht' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof FooterSection>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Links: Story = {};
export const Contact: Story = {
  args: {
    title: 'Kontakt',
    children: (
      <p style={{ margin: 0 }}>
        Bad &amp; Haus GmbH
        <br />
        <a href="tel:+4930123456">030 123456</a>
        <br />
        Mo–Do 8–17 Uhr
      </p>
    ),
  },
};

/** All footer blocks together, as the storefront lays them out. */
export const WholeFooter: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <footer style={{ background: '#f3f5f8', padding: '2rem 1rem' }}>
      <div
        style={{
          display: 'grid',
          gap: '2rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
          maxWidth: 1200,
          margin: '0 auto',
        }}
      >
        <FooterSection title="Newsletter">
          <NewsletterForm
            action="/newsletter"
            label="Angebote per E-Mail erhalten"
            placeholder="Ihre E-Mail-Adresse"
            submitLabel="Anmelden"
          />
        </FooterSection>
        <FooterSection title="Service">
          <LinkList
            newTabLabel="(öffnet in neuem Tab)"
            links={[
              { label: 'Datenschutz', href: '/datenschutz' },
              { label: 'AGB', href: '/agb.html' },
              { label: 'Impressum', href: '/Impressum' },
              { label: 'Blog', href: 'https://blog.example.de', external: true },
            ]}
          />
        </FooterSection>
        <FooterSection title="Zahlung & Versand">
          <PaymentMethods
            label="Zahlungsarten"
            methods={['paypal', 'visa', 'mastercard', 'klarna', 'sofort', 'amazon', 'prepayment', 'cod']}
            methodLabels={{ prepayment: 'Vorkasse', cod: 'Nachnahme' }}
          />
          <div style={{ height: '1rem' }} />
          <DeliveryMethods
            label="Versandarten"
            methods={['dhl', 'dpd', 'freight', 'pickup']}
            methodLabels={{ freight: 'Spedition', pickup: 'Selbstabholung' }}
          />
        </FooterSection>
        <FooterSection title="Folgen Sie uns">
          <SocialLinks
            label="Soziale Netzwerke"
            links={[
              { network: 'facebook', href: 'https://facebook.com/', label: 'Facebook' },
              { network: 'instagram', href: 'https://instagram.com/', label: 'Instagram' },
              { network: 'youtube', href: 'https://youtube.com/', label: 'YouTube' },
              { network: 'tiktok', href: 'https://tiktok.com/', label: 'TikTok' },
            ]}
          />
          <div style={{ height: '1rem' }} />
          <TrustBadge href="https://example.org/" provider="Trusted Shops" detail="Zertifikat ansehen" newTabLabel="(öffnet in einem neuen Tab)" />
        </FooterSection>
      </div>
      <div style={{ maxWidth: 1200, margin: '2rem auto 0' }}>
        <AnpcBadges
          salHref="https://anpc.ro/ce-este-sal/"
          salLabel="Soluționarea alternativă a litigiilor"
        />
      </div>
      <div style={{ marginTop: '2rem' }}>
        <Copyright text="© 2025 Bad & Haus GmbH" />
      </div>
    </footer>
  ),
};
