import { defineCountry } from '@shop/storefront';

export default defineCountry({
  country: 'AT',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3002',
  brand: { storeName: 'Bad & Heim Österreich', logoText: 'Bad & Heim' },
  support: { phone: '+43 1 234 56 70', hours: 'Mo-Do 8-18 Uhr, Fr 8-15 Uhr', email: 'service@bad-heim.at' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
});
