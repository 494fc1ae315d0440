// Row types per table, as Kysely sees them. Flags are 0/1, money integer cents, timestamps ISO text.
import type { Generated } from 'kysely';

type Flag = number;

export interface CountryTable {
  id: number;
  iso_alpha2: string;
  locale: string;
  currency_code: string;
  is_default: Flag;
}
export interface CountryI18nTable {
  country_id: number;
  lang: string;
  title: string;
}
export interface TaxRuleTable {
  id: Generated<number>;
  country_id: number;
  title: string;
  rate_basis_points: number;
  valid_from: string;
  valid_to: string | null;
}
export interface StateTable {
  id: number;
  country_id: number;
  code: string;
  title: string;
}
export interface LocaleConfigTable {
  country_id: number;
  lang_id: number;
  lang_locale: string;
  lang_code: string;
  /** JSON document with the remaining locale-config fields. */
  settings: string;
}
export interface SystemConfigTable {
  name: string;
  value: string;
}
export interface ModuleConfigTable {
  module_code: string;
  name: string;
  lang: string;
  value: string;
}
export interface StoreInfoTable {
  country_id: number;
  store_name: string;
  store_phone: string;
  store_email: string;
  support_time_mo_th: string;
  support_time_fr: string;
  store_address1: string;
  store_city: string;
  store_zipcode: string;
  iban: string;
  bic: string;
  bank_account_holder: string;
}
export interface TagManagerTable {
  country_id: number;
  tracking_code: string;
}
export interface CategoryTable {
  id: number;
  parent_id: number | null;
  position: number;
  visible: Flag;
  icon: string | null;
  product_type: string | null;
}
export interface I18nTitleTable {
  lang: string;
  title: string;
}
export interface CategoryI18nTable extends I18nTitleTable {
  category_id: number;
  description: string;
}
export interface BrandTable {
  id: number;
  position: number;
  visible: Flag;
}
export interface BrandI18nTable extends I18nTitleTable {
  brand_id: number;
  description: string;
}
export interface ProductDelayTable {
  id: number;
  code: string;
  min_days: number | null;
  max_days: number | null;
}
export interface ProductDelayI18nTable {
  delay_id: number;
  lang: string;
  text: string;
}
export interface ProductTable {
  id: number;
  ref: string;
  brand_id: number | null;
  default_category_id: number;
  product_type: string;
  visible: Flag;
  position: number;
  delay_id: number | null;
  is_freight: Flag;
  price_on_request: Flag;
  sales_count: number;
  created_at: string;
  updated_at: string;
}
export interface ProductI18nTable extends I18nTitleTable {
  product_id: number;
  chapo: string;
  description: string;
}
export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
}
export interface AttributeTable {
  id: number;
  code: string;
}
export interface AttributeI18nTable extends I18nTitleTable {
  attribute_id: number;
}
export interface AttributeAvTable {
  id: number;
  attribute_id: number;
  code: string;
  hex: string | null;
  position: number;
}
export interface AttributeAvI18nTable extends I18nTitleTable {
  attribute_av_id: number;
}
export interface ProductSaleElementTable {
  id: number;
  product_id: number;
  ref: string;
  ean: string;
  color_av_id: number | null;
  size_av_id: number | null;
  weight_grams: number;
  is_default: Flag;
  position: number;
  quantity_step: number;
  unit: 'piece' | 'm2';
  unit_content_milli: number;
  delay_id: number | null;
}
export interface PsePriceTable {
  pse_id: number;
  country_id: number;
  currency_code: string;
  price_cents: number;
  promo_price_cents: number | null;
  list_price_cents: number | null;
  is_promo: Flag;
}
export interface PriceHistoryTable {
  id: Generated<number>;
  pse_id: number;
  country_id: number;
  price_cents: number;
  valid_from: string;
}
export interface FulfilmentCenterTable {
  id: number;
  name: string;
  city: string;
  country_id: number;
  position: number;
}
export interface PseStockTable {
  pse_id: number;
  fulfilment_center_id: number;
  quantity: number;
}
export interface ProductUndeliverableTable {
  product_id: number;
  country_id: number;
}
export interface ZeroVatCategoryTable {
  country_id: number;
  category_id: number;
}
export interface FeatureTable {
  id: number;
  code: string;
  position: number;
}
export interface FeatureI18nTable extends I18nTitleTable {
  feature_id: number;
}
export interface FeatureProductTable {
  product_id: number;
  feature_id: number;
  lang: string;
  value: string;
}
export interface AssociatedKeywordTable {
  id: number;
  /** Stable badge name: 'new', 'bestseller', 'sale', 'eco', 'premium'. */
  code: string;
  group_code: string;
  color: string;
  position: number;
}
export interface AssociatedKeywordI18nTable extends I18nTitleTable {
  keyword_id: number;
}
export interface ProductAssociatedKeywordTable {
  product_id: number;
  keyword_id: number;
}
export interface AccessoryTable {
  product_id: number;
  accessory_id: number;
  position: number;
}
export interface RecommendationTable {
  kind: 'item' | 'category' | 'bestseller';
  source_id: number;
  product_id: number;
  position: number;
}
export interface SelectionTable {
  id: number;
  code: string;
}
export interface SelectionI18nTable extends I18nTitleTable {
  selection_id: number;
}
export interface SelectionProductTable {
  selection_id: number;
  product_id: number;
  position: number;
}
export interface FolderTable {
  id: number;
  parent_id: number | null;
  position: number;
  visible: Flag;
}
export interface FolderI18nTable extends I18nTitleTable {
  folder_id: number;
}
export interface ContentTable {
  id: number;
  folder_id: number;
  code: string;
  position: number;
  visible: Flag;
  created_at: string;
  updated_at: string;
}
export interface ContentI18nTable {
  content_id: number;
  locale: string;
  title: string;
  chapo: string;
  description: string;
  postscriptum: string;
}
export type RewritingView = 'product' | 'pse' | 'category' | 'brand' | 'content';
export interface RewritingUrlTable {
  id: Generated<number>;
  url: string;
  view: RewritingView;
  view_id: number;
  view_locale: string;
  redirected_to: number | null;
}
export interface LocalPickupPointTable {
  id: number;
  country_id: number;
  name: string;
  address1: string;
  zipcode: string;
  city: string;
  phone: string | null;
  opening_hours: string;
  active: Flag;
}

export interface CustomerTable {
  id: Generated<number>;
  ref: string;
  email: string;
  password_hash: string | null;
  title_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  vat_id: string | null;
  is_company: Flag;
  exclude_vat: Flag;
  is_admin: Flag;
  is_guest: Flag;
  country_id: number;
  lang: string;
  created_at: string;
  updated_at: string;
}
export interface AddressTable {
  id: Generated<number>;
  customer_id: number;
  label: string;
  title_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  street_number: string;
  address_extra: string | null;
  zipcode: string;
  city: string;
  country_id: number;
  state_id: number | null;
  phone: string | null;
  cellphone: string | null;
  is_default: Flag;
  created_at: string;
}
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface Database {
  country: CountryTable;
  country_i18n: CountryI18nTable;
  tax_rule: TaxRuleTable;
  state: StateTable;
  locale_config: LocaleConfigTable;
  system_config: SystemConfigTable;
  module_config: ModuleConfigTable;
  store_info: StoreInfoTable;
  tag_manager: TagManagerTable;
  category: CategoryTable;
  category_i18n: CategoryI18nTable;
  brand: BrandTable;
  brand_i18n: BrandI18nTable;
  product_delay: ProductDelayTable;
  product_delay_i18n: ProductDelayI18nTable;
  product: ProductTable;
  product_i18n: ProductI18nTable;
  product_category: ProductCategoryTable;
  attribute: AttributeTable;
  attribute_i18n: AttributeI18nTable;
  attribute_av: AttributeAvTable;
  attribute_av_i18n: AttributeAvI18nTable;
  product_sale_element: ProductSaleElementTable;
  pse_price: PsePriceTable;
  price_history: PriceHistoryTable;
  fulfilment_center: FulfilmentCenterTable;
  pse_stock: PseStockTable;
  product_undeliverable: ProductUndeliverableTable;
  zero_vat_category: ZeroVatCategoryTable;
  feature: FeatureTable;
  feature_i18n: FeatureI18nTable;
  feature_product: FeatureProductTable;
  associated_keyword: AssociatedKeywordTable;
  associated_keyword_i18n: AssociatedKeywordI18nTable;
  product_associated_keyword: ProductAssociatedKeywordTable;
  accessory: AccessoryTable;
  recommendation: RecommendationTable;
  selection: SelectionTable;
  selection_i18n: SelectionI18nTable;
  selection_product: SelectionProductTable;
  folder: FolderTable;
  folder_i18n: FolderI18nTable;
  content: ContentTable;
  content_i18n: ContentI18nTable;
  rewriting_url: RewritingUrlTable;
  local_pickup_point: LocalPickupPointTable;
  customer: CustomerTable;
  address: AddressTable;
  mail_outbox: MailOutboxTable;
}
