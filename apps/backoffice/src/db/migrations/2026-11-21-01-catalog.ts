// Catalog, configuration and content: everything the storefront reads (issue 3).
// Conventions: ids are integers; money is integer cents; flags are 0/1 integers; timestamps and
// dates are ISO-8601 UTC text, which sorts correctly on both databases; per-language text lives in
// `*_i18n` tables keyed by a language code (de, ro, en).
import { sql } from 'kysely';
import { flag, idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function catalogMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      const table = (name: string) => db.schema.createTable(name);

      // --- countries, taxes, currencies ------------------------------------------------------
      await table('country')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('iso_alpha2', 'text', (c) => c.notNull().unique())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', flag)
        .execute();
      await table('country_i18n')
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('country_i18n_pk', ['country_id', 'lang'])
        .execute();
      // A country's VAT over time (RO went from 19 % to 21 % on 2025-08-01).
      await idColumn(dialect, table('tax_rule'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('rate_basis_points', 'integer', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('valid_to', 'text')
        .execute();
      await table('state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .execute();

      // --- configuration ---------------------------------------------------------------------
      // Locale configs are documents (spec section 3 lists dozens of fields, "and more"): the
      // columns the back office queries by, and the rest as JSON.
      await table('locale_config')
        .addColumn('country_id', 'integer', (c) => c.primaryKey().references('country.id'))
        .addColumn('lang_id', 'integer', (c) => c.notNull())
        .addColumn('lang_locale', 'text', (c) => c.notNull().unique())
        .addColumn('lang_code', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .execute();
      await table('system_config')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await table('module_config')
        .addColumn('module_code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('module_config_pk', ['module_code', 'name', 'lang'])
        .execute();
      await table('store_info')
        .addColumn('country_id', 'integer', (c) => c.primaryKey().references('country.id'))
        .addColumn('store_name', 'text', (c) => c.notNull())
        .addColumn('store_phone', 'text', (c) => c.notNull())
        .addColumn('store_email', 'text', (c) => c.notNull())
        .addColumn('support_time_mo_th', 'text', (c) => c.notNull())
        .addColumn('support_time_fr', 'text', (c) => c.notNull())
        .addColumn('store_address1', 'text', (c) => c.notNull())
        .addColumn('store_city', 'text', (c) => c.notNull())
        .addColumn('store_zipcode', 'text', (c) => c.notNull())
        .addColumn('iban', 'text', (c) => c.notNull())
        .addColumn('bic', 'text', (c) => c.notNull())
        .addColumn('bank_account_holder', 'text', (c) => c.notNull())
        .execute();
      await table('tag_manager')
        .addColumn('country_id', 'integer', (c) => c.primaryKey().references('country.id'))
        .addColumn('tracking_code', 'text', (c) => c.notNull())
        .execute();

      // --- catalog structure -----------------------------------------------------------------
      await table('category')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.references('category.id'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('icon', 'text')
        .addColumn('product_type', 'text')
        .execute();
      await table('category_i18n')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('category_i18n_pk', ['category_id', 'lang'])
        .execute();
      await table('brand')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await table('brand_i18n')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('brand_i18n_pk', ['brand_id', 'lang'])
        .execute();
      await table('product_delay')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('min_days', 'integer')
        .addColumn('max_days', 'integer')
        .execute();
      await table('product_delay_i18n')
        .addColumn('delay_id', 'integer', (c) => c.notNull().references('product_delay.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_delay_i18n_pk', ['delay_id', 'lang'])
        .execute();

      // --- products and their sale elements (variants) -------------------------------------
      await table('product')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('brand_id', 'integer', (c) => c.references('brand.id'))
        .addColumn('default_category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delay_id', 'integer', (c) => c.references('product_delay.id'))
        .addColumn('is_freight', 'integer', flag)
        .addColumn('price_on_request', 'integer', flag)
        // Units sold, the default listing order ("sales_view_quantity").
        .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await table('product_i18n')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('chapo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('product_i18n_pk', ['product_id', 'lang'])
        .execute();
      // A product is linked to its category and every ancestor of it, so a listing of a category
      // and the category's count need one lookup, not a walk down the tree.
      await table('product_category')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
        .execute();
      // Variant attributes (colour, size) and their values; a value may carry a colour swatch.
      await table('attribute')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .execute();
      await table('attribute_i18n')
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attribute.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('attribute_i18n_pk', ['attribute_id', 'lang'])
        .execute();
      await table('attribute_av')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attribute.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('hex', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('attribute_av_code_unique', ['attribute_id', 'code'])
        .execute();
      await table('attribute_av_i18n')
        .addColumn('attribute_av_id', 'integer', (c) => c.notNull().references('attribute_av.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('attribute_av_i18n_pk', ['attribute_av_id', 'lang'])
        .execute();
      await table('product_sale_element')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('ean', 'text', (c) => c.notNull())
        .addColumn('color_av_id', 'integer', (c) => c.references('attribute_av.id'))
        .addColumn('size_av_id', 'integer', (c) => c.references('attribute_av.id'))
        .addColumn('weight_grams', 'integer', (c) => c.notNull())
        .addColumn('is_default', 'integer', flag)
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        // Multiplier attribute: sold in multiples of this (tiles by the box).
        .addColumn('quantity_step', 'integer', (c) => c.notNull().defaultTo(1))
        // Sold by measure (PAngV unit price): 'piece' or 'm2', and the measure one sale unit holds
        // in thousandths (a 60x60 tile: 360 = 0.360 m2).
        .addColumn('unit', 'text', (c) => c.notNull().defaultTo('piece'))
        .addColumn('unit_content_milli', 'integer', (c) => c.notNull().defaultTo(1000))
        .addColumn('delay_id', 'integer', (c) => c.references('product_delay.id'))
        .execute();
      await db.schema.createIndex('pse_product_idx').on('product_sale_element').column('product_id').execute();
      // Prices per country, in that country's currency, without VAT (the tax rule adds it).
      await table('pse_price')
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('promo_price_cents', 'integer')
        .addColumn('list_price_cents', 'integer')
        .addColumn('is_promo', 'integer', flag)
        .addPrimaryKeyConstraint('pse_price_pk', ['pse_id', 'country_id'])
        .execute();
      // Every price a variant had, for "lowest price of the last 30 days" (PAngV section 11).
      await idColumn(dialect, table('price_history'))
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('price_history_lookup_idx')
        .on('price_history')
        .columns(['pse_id', 'country_id', 'valid_from'])
        .execute();
      await table('fulfilment_center')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('pse_stock')
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('fulfilment_center_id', 'integer', (c) => c.notNull().references('fulfilment_center.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addPrimaryKeyConstraint('pse_stock_pk', ['pse_id', 'fulfilment_center_id'])
        .execute();
      await table('product_undeliverable')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addPrimaryKeyConstraint('product_undeliverable_pk', ['product_id', 'country_id'])
        .execute();
      await table('zero_vat_category')
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addPrimaryKeyConstraint('zero_vat_category_pk', ['country_id', 'category_id'])
        .execute();

      // Listing filters and orders: by category, by brand, by sales.
      await db.schema.createIndex('product_category_category_idx').on('product_category').columns(['category_id', 'product_id']).execute();
      await db.schema.createIndex('product_brand_idx').on('product').column('brand_id').execute();
      // Best sellers first, newest id first among equals: read straight off the index, no sort.
      await db.schema.createIndex('product_sales_idx').on('product').columns(['sales_count', 'id']).execute();
      await db.schema.createIndex('pse_color_idx').on('product_sale_element').column('color_av_id').execute();

      // --- features, keywords, accessories, recommendations, selections ----------------------
      await table('feature')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('feature_i18n')
        .addColumn('feature_id', 'integer', (c) => c.notNull().references('feature.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('feature_i18n_pk', ['feature_id', 'lang'])
        .execute();
      await table('feature_product')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('feature_id', 'integer', (c) => c.notNull().references('feature.id'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('feature_product_pk', ['product_id', 'feature_id', 'lang'])
        .execute();
      await table('associated_keyword')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        // Stable name of the badge ('new', 'sale'); the helper's keyword list answers it as `code`.
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('group_code', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('associated_keyword_i18n')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('associated_keyword.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('associated_keyword_i18n_pk', ['keyword_id', 'lang'])
        .execute();
      await table('product_associated_keyword')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('associated_keyword.id'))
        .addPrimaryKeyConstraint('product_associated_keyword_pk', ['product_id', 'keyword_id'])
        .execute();
      await table('accessory')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('accessory_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('accessory_pk', ['product_id', 'accessory_id'])
        .execute();
      // Recommendation lists: 'item' (for a product), 'category' (for a category), 'bestseller'.
      await table('recommendation')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('source_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('recommendation_pk', ['kind', 'source_id', 'product_id'])
        .execute();
      await table('selection')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .execute();
      await table('selection_i18n')
        .addColumn('selection_id', 'integer', (c) => c.notNull().references('selection.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('selection_i18n_pk', ['selection_id', 'lang'])
        .execute();
      await table('selection_product')
        .addColumn('selection_id', 'integer', (c) => c.notNull().references('selection.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('selection_product_pk', ['selection_id', 'product_id'])
        .execute();

      // --- content ---------------------------------------------------------------------------
      await table('folder')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.references('folder.id'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await table('folder_i18n')
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('folder.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('folder_i18n_pk', ['folder_id', 'lang'])
        .execute();
      await table('content')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('folder.id'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Texts per country locale (de_DE, de_AT, ro_RO): legal pages differ between Germany and
      // Austria although both are German.
      await table('content_i18n')
        .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('chapo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('postscriptum', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('content_i18n_pk', ['content_id', 'locale'])
        .execute();

      // --- URL rewriting ---------------------------------------------------------------------
      await idColumn(dialect, table('rewriting_url'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('view', 'text', (c) => c.notNull())
        .addColumn('view_id', 'integer', (c) => c.notNull())
        .addColumn('view_locale', 'text', (c) => c.notNull())
        // Old URLs stay and point at the current one, so links keep working (301).
        .addColumn('redirected_to', 'integer')
        .addUniqueConstraint('rewriting_url_unique', ['url', 'view_locale'])
        .execute();
      await db.schema
        .createIndex('rewriting_url_view_idx')
        .on('rewriting_url')
        .columns(['view', 'view_id', 'view_locale'])
        .execute();

      // --- local pickup ----------------------------------------------------------------------
      await table('local_pickup_point')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('zipcode', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('opening_hours', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
