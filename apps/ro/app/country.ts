import { defineCountry } from '@shop/storefront';

export default defineCountry({
  id: 146,
  isoAlpha2: 'RO',
  locale: 'ro_RO',
  language: 'ro',
  // Romanian prices are kept in Lei (RON cents) by the back office: shown as they are, never converted.
  currency: { code: 'RON', symbol: 'Lei', name: 'Lei', rate: 4.97 },
  taxTitle: '21% TVA',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3003',
  brand: { storeName: 'Baie & Casă', logoText: 'Baie & Casă' },
  support: { phone: '+40 21 123 45 67', hours: 'L-J 8-18, V 8-15', email: 'contact@baie-casa.ro' },
  // SAL only: the EU ODR platform (the SOL pictogram's target) closed on 20 July 2025.
  anpc: { salHref: 'https://anpc.ro/ce-este-sal/' },
  flags: { whatsappBadge: true, romaniaOnlyRoutes: true, adventCalendar: false, chatWidget: true },
});
