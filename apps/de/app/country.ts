import { defineCountry, originFromEnvironment } from '@shop/storefront';

export default defineCountry({
  country: 'DE',
  origin: originFromEnvironment('http://localhost:3001'),
  brand: { storeName: 'Bad & Heim', logoText: 'Bad & Heim' },
  // The seeded store info (apps/backoffice/src/seed/data/company.ts), for screens shown when the
  // back office cannot be asked; tooling/e2e/src/contact-details.test.ts keeps them equal.
  support: { phone: '+49 911 4468100', hours: 'Mo–Do 8:00–18:00 Uhr', email: 'service@badundheim.de' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
});
