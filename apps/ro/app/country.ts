import { defineCountry } from '@shop/storefront';

export default defineCountry({
  id: 146,
  isoAlpha2: 'RO',
  locale: 'ro_RO',
  language: 'ro',
  // Prices are kept in EUR cents in the back office and converted with the locale config's rate.
  currency: { code: 'RON', symbol: 'Lei', name: 'Lei', rate: 4.97 },
  taxTitle: '21% TVA',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3003',
  brand: { storeName: 'Baie & Casă', logoText: 'Baie & Casă' },
  flags: { whatsappBadge: true, romaniaOnlyRoutes: true, adventCalendar: false, chatWidget: true },
});
