// Reads of the country and tax-rule tables.
import type { Db } from '../../db/connect.ts';

/** A country with the tax rule valid on `today` (YYYY-MM-DD); the latest one wins if rules overlap. */
export function findCountryWithTaxOn(db: Db, countryId: number, today: string) {
  return db
    .selectFrom('country')
    .innerJoin('tax_rule', 'tax_rule.country_id', 'country.id')
    .select([
      'country.id',
      'country.iso_alpha2',
      'country.locale',
      'country.currency_code',
      'tax_rule.id as tax_rule_id',
      'tax_rule.title as tax_title',
    ])
    .where('country.id', '=', countryId)
    .where('tax_rule.valid_from', '<=', today)
    .where((eb) => eb.or([eb('tax_rule.valid_to', 'is', null), eb('tax_rule.valid_to', '>=', today)]))
    .orderBy('tax_rule.valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCountryIdByLocale(db: Db, locale: string) {
  return db.selectFrom('country').select('id').where('locale', '=', locale).executeTakeFirst();
}
