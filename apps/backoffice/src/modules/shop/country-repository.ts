// Reads of the country and tax-rule tables.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/**
 * The country with the tax rule in force on `today` (YYYY-MM-DD, the shop's day); the latest one wins if rules overlap. Rules hold their
 * first and last day as the date part of `valid_from`/`valid_to`; comparing days (not the stored
 * instants with a bare date) makes a rule apply on its first day too.
 */
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
    .where(sql<string>`substr(tax_rule.valid_from, 1, 10)`, '<=', today)
    .where((eb) => eb.or([eb('tax_rule.valid_to', 'is', null), eb(sql<string>`substr(tax_rule.valid_to, 1, 10)`, '>=', today)]))
    .orderBy('tax_rule.valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCountryIdByLocale(db: Db, locale: string) {
  return db.selectFrom('country').select('id').where('locale', '=', locale).executeTakeFirst();
}
