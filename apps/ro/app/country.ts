import { defineCountry } from '@shop/storefront';

export default defineCountry({
  country: 'RO',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3003',
  brand: { storeName: 'Baie & Casă', logoText: 'Baie & Casă' },
  support: { phone: '+40 21 123 45 67', hours: 'L-J 8-18, V 8-15', email: 'contact@baie-casa.ro' },
  anpc: {
    salHref: 'https://anpc.ro/ce-este-sal/',
    // The EU ODR platform closed in July 2025: the SOL pictogram points to ANPC instead.
    solHref: 'https://anpc.ro/',
  },
  flags: { whatsappBadge: true, romaniaOnlyRoutes: true, adventCalendar: false, chatWidget: true },
});
