// Demo manufacturer and safety information (GPSR, issue 17) for a few products: those with a data
// sheet (1, 11, 21 …, at most 60), named after the product's (invented) brand, with an address in
// the brand's country. Products without a brand get none: nothing is made up for them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { brands } from './data/brands.ts';

const EVERY = 10;
const AT_MOST = 60;

const legalForm: Record<string, string> = { Deutschland: 'GmbH', Österreich: 'GmbH', Italien: 'S.p.A.', Rumänien: 'S.R.L.', Portugal: 'Lda.' };

const addressIn: Record<string, string> = {
  Deutschland: 'Industriestraße 12\n90471 Nürnberg\nDeutschland',
  Österreich: 'Gewerbepark 3\n4600 Wels\nÖsterreich',
  Italien: 'Via dell’Industria 8\n41049 Sassuolo (MO)\nItalien',
  Rumänien: 'Str. Fabricii nr. 5\n077040 Chiajna\nRumänien',
  Portugal: 'Rua da Indústria 21\n3810-000 Aveiro\nPortugal',
};

export async function seedProductSafety(db: Kysely<Database>, productCount: number): Promise<number> {
  const ids: number[] = [];
  for (let id = 1; id <= productCount && ids.length < AT_MOST; id += EVERY) ids.push(id);
  if (ids.length === 0) return 0;
  const products = await db.selectFrom('product').select(['id', 'brand_id']).where('id', 'in', ids).execute();
  const rows = products.flatMap((product) => {
    const brand = brands.find((candidate) => candidate.id === product.brand_id);
    if (!brand) return [];
    const slug = brand.title.toLowerCase().replace(/[^a-z]+/g, '');
    return [
      {
        product_id: product.id,
        manufacturer_name: `${brand.title} ${legalForm[brand.origin.de] ?? ''}`.trim(),
        manufacturer_address: addressIn[brand.origin.de] ?? brand.origin.de,
        manufacturer_email: `produktsicherheit@${slug}.example`,
        information_de: 'Montage nur durch eine Fachkraft. Vor dem Anschluss an Wasser oder Strom die Montageanleitung lesen; Kinder nicht unbeaufsichtigt mit Verpackungsmaterial spielen lassen.',
        information_ro: 'Montajul se face numai de către un specialist. Citiți instrucțiunile de montaj înainte de racordarea la apă sau la curent; nu lăsați copiii nesupravegheați cu materialele de ambalare.',
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('product_safety').values(rows).execute();
  return rows.length;
}
