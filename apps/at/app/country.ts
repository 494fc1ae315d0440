import { defineCountry, originFromEnvironment } from '@shop/storefront';

export default defineCountry({
  country: 'AT',
  origin: originFromEnvironment('http://localhost:3002'),
  brand: { storeName: 'Bad & Heim Österreich', logoText: 'Bad & Heim' },
  // The seeded store info (apps/backoffice/src/seed/data/company.ts), for screens shown when the
  // back office cannot be asked; tooling/e2e/src/contact-details.test.ts keeps them equal.
  support: { phone: '+43 7242 219860', hours: 'Mo–Do 8:00–17:30 Uhr', email: 'service@badundheim.at' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
});
