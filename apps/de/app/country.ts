import { defineCountry } from '@shop/storefront';

export default defineCountry({
  country: 'DE',
  origin: process.env.SHOP_ORIGIN ?? 'http://localhost:3001',
  brand: { storeName: 'Bad & Heim', logoText: 'Bad & Heim' },
  support: { phone: '+49 341 123 456 0', hours: 'Mo-Do 8-18 Uhr, Fr 8-15 Uhr', email: 'service@bad-heim.de' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
});
