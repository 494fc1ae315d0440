import { defineCountry } from '@shop/storefront';

export default defineCountry({
  country: 'RO',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3003',
  brand: { storeName: 'Baie & Casă', logoText: 'Baie & Casă' },
  support: { phone: '+40 21 123 45 67', hours: 'L-J 8-18, V 8-15', email: 'contact@baie-casa.ro' },
  // SAL only: the EU ODR platform (the SOL pictogram's target) closed on 20 July 2025.
  anpc: { salHref: 'https://anpc.ro/ce-este-sal/' },
  flags: { whatsappBadge: true, romaniaOnlyRoutes: true, adventCalendar: false, chatWidget: true },
});
