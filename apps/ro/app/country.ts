import { defineCountry, originFromEnvironment } from '@shop/storefront';

export default defineCountry({
  country: 'RO',
  origin: originFromEnvironment('http://localhost:3003'),
  brand: { storeName: 'Baie & Casă', logoText: 'Baie & Casă' },
  // The seeded store info (apps/backoffice/src/seed/data/company.ts), for screens shown when the
  // back office cannot be asked; tooling/e2e/src/contact-details.test.ts keeps them equal.
  support: { phone: '+40 21 3114560', hours: 'Luni–Joi 9:00–18:00', email: 'contact@baiesicasa.ro' },
  // SAL only: the EU ODR platform (the SOL pictogram's target) closed on 20 July 2025.
  anpc: { salHref: 'https://anpc.ro/ce-este-sal/' },
  flags: { whatsappBadge: true, romaniaOnlyRoutes: true, adventCalendar: false, chatWidget: true },
});
