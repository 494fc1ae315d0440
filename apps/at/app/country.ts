import { defineCountry } from '@shop/storefront';

export default defineCountry({
  id: 13,
  isoAlpha2: 'AT',
  locale: 'de_AT',
  language: 'de',
  currency: { code: 'EUR', symbol: '€', name: 'EUR', rate: 1 },
  taxTitle: '20% Ust.',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3002',
  brand: { storeName: 'Bad & Heim Österreich', logoText: 'Bad & Heim' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
});
