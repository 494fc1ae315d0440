// Product safety (GPSR, issue 17): the admin writes the manufacturer and the safety information of a
// product, the shop's product answer carries them in the shop's language, and empty fields remove
// them; a manufacturer needs its postal address.
import { calls, fieldMessages } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { saveSafety, detail } = adminCalls.products;

describe.each(databaseKinds)('product safety on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;
  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    staff = await newStaffMember(shop, 'staff', 'safety');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const shopAnswer = async (id: number, countryId: number) =>
    calls.backoffice.product.response.parse((await call(`${shop.apiUrl}/api/products/${id}?country_id=${countryId}&document=1`, { headers: shop.guest })).body)[0];

  it('shows the seeded manufacturer of a product with a data sheet, in German and Romanian', async () => {
    const german = await shopAnswer(1, 5);
    expect(german?.safety?.manufacturer_name).toBeTruthy();
    expect(german?.safety?.manufacturer_address).toMatch(/\n/);
    expect(german?.safety?.information).toContain('Montage nur durch eine Fachkraft');
    expect((await shopAnswer(1, 146))?.safety?.information).toContain('Montajul se face numai de către un specialist');
    expect((await shopAnswer(2, 5))?.safety).toBeNull();
  });

  it('saves, shows and removes what the admin enters', async () => {
    const body = { manufacturer_name: 'Aquanova GmbH', manufacturer_address: 'Industriestraße 12\n90471 Nürnberg', manufacturer_email: 'sicherheit@aquanova.example', information_de: 'Nur für Innenräume.', information_ro: 'Numai pentru interior.' };
    const saved = await staff.call(saveSafety.path.replace(':id', '2'), { method: 'PUT', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(detail.response.parse((await staff.call(detail.path.replace(':id', '2'))).body).data.safety).toEqual(body);
    expect((await shopAnswer(2, 13))?.safety).toEqual({ manufacturer_name: 'Aquanova GmbH', manufacturer_address: 'Industriestraße 12\n90471 Nürnberg', manufacturer_email: 'sicherheit@aquanova.example', information: 'Nur für Innenräume.' });
    const empty = { manufacturer_name: '', manufacturer_address: '', manufacturer_email: '', information_de: '', information_ro: '' };
    expect((await staff.call(saveSafety.path.replace(':id', '2'), { method: 'PUT', body: empty })).status).toBe(200);
    expect((await shopAnswer(2, 5))?.safety).toBeNull();
  });

  it('asks for the postal address with a manufacturer', async () => {
    const answer = await staff.call(saveSafety.path.replace(':id', '3'), { method: 'PUT', body: { manufacturer_name: 'X GmbH', manufacturer_address: '', manufacturer_email: '', information_de: '', information_ro: '' } });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([{ path: 'manufacturer_address', message: fieldMessages.required }]);
  });
});
