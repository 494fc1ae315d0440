// Row types per table, as Kysely sees them. Flags are 0/1, money integer cents, timestamps ISO text.
import type { ColumnType, Generated } from 'kysely';

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
  /** Invoices migration: the seller as invoices print it ('' where a shop has none). */
  legal_name: Generated<string>;
  vat_id: Generated<string>;
  tax_number: Generated<string>;
  trade_register: Generated<string>;
  managing_directors: Generated<string>;
  region: Generated<string>;
  bank_name: Generated<string>;
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
  meta_title: Generated<string>;
  meta_description: Generated<string>;
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
  /** Low stock at or below this in a centre (issue 36); null: the shop's stock_reorder_point. */
  reorder_point: ColumnType<number | null, number | null | undefined, number | null>;
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
/** A price change saved for a later moment; applied_at is set once pse_price holds it. */
export interface PriceScheduleTable {
  id: Generated<number>;
  pse_id: number;
  country_id: number;
  price_cents: number;
  promo_price_cents: number | null;
  list_price_cents: number | null;
  list_price_kept: Flag;
  valid_from: string;
  created_at: string;
  applied_at: string | null;
}
/** An uploaded photo of a product (WebP, at most 2400 px wide), in the product's order. */
export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  webp: Uint8Array;
  width: number;
  height: number;
  alt_de: Generated<string>;
  alt_ro: Generated<string>;
  created_at: string;
}
/** A PDF attached to a product (issue 16), with its title per language, in the product's order. */
export interface ProductDocumentTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  title_de: string;
  title_ro: string;
  file_name: string;
  pdf: Uint8Array;
  byte_size: number;
  created_at: string;
}
/** A product's manufacturer and safety information (GPSR, issue 17); absent when the catalog has none. */
export interface ProductSafetyTable {
  product_id: number;
  manufacturer_name: string;
  manufacturer_address: string;
  manufacturer_email: Generated<string>;
  information_de: Generated<string>;
  information_ro: Generated<string>;
}
/** A file sent with a mail of the outbox (issue 17: the model withdrawal form of the order confirmation). */
export interface MailAttachmentTable {
  id: Generated<number>;
  mail_id: number;
  position: number;
  file_name: string;
  content_type: string;
  content: Uint8Array;
}
/** A home-page banner image uploaded in the admin (issue 16), WebP, cropped to 3:1. */
export interface BannerImageTable {
  id: Generated<number>;
  country_id: number;
  webp: Uint8Array;
  width: number;
  height: number;
  created_at: string;
}
/** An uploaded import file between its preview and its apply (catalog-transfer). */
export interface TransferUploadTable {
  id: Generated<number>;
  token: string;
  staff_id: number;
  kind: string;
  file_name: string;
  content: Uint8Array;
  created_at: string;
  expires_at: string;
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
export interface StockMovementTable {
  id: Generated<number>;
  pse_id: number;
  fulfilment_center_id: number;
  delta: number;
  reason: string;
  order_id: number | null;
  note: string | null;
  actor: string | null;
  created_at: string;
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
  /** Shown on product pages (migration 2026-11-23-12); switched in the admin. */
  visible: Generated<Flag>;
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
  is_guest: Flag;
  country_id: number;
  lang: string;
  created_at: string;
  updated_at: string;
  /** Accounts migration: bumped on password change/reset; older tokens stop working. */
  token_version: Generated<number>;
  /** Accounts migration: the storefront session that created this guest record (may convert it). */
  guest_identifier: string | null;
  /** Admin migration: who may use the admin (replaces is_admin). */
  role: Generated<StaffRole | 'customer'>;
  /** Admin migration: a blocked account cannot sign in. */
  blocked_at: string | null;
  /** Account-privacy migration: when the customer deleted the account (the row stays for its orders). */
  deleted_at: string | null;
  /** VAT-id migration: VIES's answer on vat_id ('pending': not reached yet, the re-check job asks again). */
  vat_id_status: VatIdStatus | null;
  vat_checked_at: string | null;
  /** Issue 35: the reference a business customer's invoices name (BT-10; a Leitweg-ID for an authority). */
  buyer_reference: string | null;
}
export type VatIdStatus = 'verified' | 'pending' | 'invalid';
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
  /** Accounts migration: not before this moment (retry back-off, or claimed by a sender). */
  next_attempt_at: string | null;
  /**
   * Account-security migration: JSON of the secrets the body refers to by placeholder (see
   * modules/mail/outbox.ts); null once sent.
   */
  secrets: string | null;
  /** Admin migration: the order a mail belongs to (its timeline shows it). */
  order_id: number | null;
  /** The sent mail this one copies (staff sent it again, issue 34); null for an original. */
  resent_from_id: Generated<number | null>;
}
/** Account-privacy migration: a new email address waiting for its confirmation link. */
export interface EmailChangeTokenTable {
  id: Generated<number>;
  customer_id: number;
  new_email: string;
  /** SHA-256 of the token in the mailed link (hex). */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export interface PasswordResetTokenTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 of the token in the mailed link (hex). */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed';
export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  email: string;
  locale: string;
  country_id: number;
  status: NewsletterStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** SHA-256 (hex) of the first unsubscribe token (account-security migration); later ones: newsletter_unsubscribe_link. */
  unsubscribe_token_hash: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}
export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  at: string;
}
/** Account-security migration: the row every attempt on a rule (bucket) and subject locks first. */
/** Job-leases migration: who runs a background job, until when (src/jobs/job-leases.ts). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}
export interface RateLimitSubjectTable {
  bucket: string;
  subject: string;
  touched_at: string;
}
/** Account-security migration: an unsubscribe token of a later mail; only its SHA-256. */
export interface NewsletterUnsubscribeLinkTable {
  id: Generated<number>;
  subscription_id: number;
  token_hash: string;
  created_at: string;
}
/** Account-security migration: a link that lets a guest read an order; only the token's SHA-256. */
export interface GuestOrderLinkTable {
  id: Generated<number>;
  order_id: number;
  token_hash: string;
  created_at: string;
}

// --- Orders migration: carts, coupons, delivery and payment methods, orders, payments, reviews ---
export interface CartTable {
  id: Generated<number>;
  customer_id: number | null;
  user_identifier: string | null;
  country_id: number;
  coupon_code: string | null;
  created_at: string;
  updated_at: string;
}
export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  pse_id: number;
  quantity: number;
  /** The centre the shopper chose to ship this line from; null: the shop chooses. */
  fulfilment_center_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}
export type CouponKind = 'percent' | 'amount' | 'free_shipping';
export interface CouponTable {
  id: Generated<number>;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount_cents: number | null;
  currency_code: string | null;
  country_id: number | null;
  min_order_cents: number | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  used_count: Generated<number>;
  active: Generated<Flag>;
  created_at: string;
}
export interface CouponUsageTable {
  id: Generated<number>;
  coupon_id: number;
  order_id: number;
  customer_email: string;
  created_at: string;
}
export interface DeliveryModuleTable {
  id: number;
  code: string;
  position: number;
  active: Flag;
  is_local_pickup: Flag;
}
export interface DeliveryModuleI18nTable {
  delivery_module_id: number;
  lang: string;
  title: string;
  description: string | null;
}
export interface DeliveryModuleCountryTable {
  delivery_module_id: number;
  country_id: number;
  free_from_taxed_cents: number | null;
  freight_fee_taxed_cents: number | null;
  /** Offered in this country (issue 16; the method's own `active` switches it off everywhere). */
  active: Generated<Flag>;
  /** Its place in this country's list. */
  position: Generated<number>;
}
export interface PostageRuleTable {
  id: Generated<number>;
  delivery_module_id: number;
  country_id: number;
  state_id: number | null;
  min_weight_grams: number;
  max_weight_grams: number | null;
  price_taxed_cents: number;
}
export type PaymentKind = 'online' | 'prepayment' | 'cash_on_delivery';
export interface PaymentMethodTable {
  id: number;
  code: string;
  kind: PaymentKind;
  position: number;
  active: Flag;
  image_url: string | null;
}
export interface PaymentMethodI18nTable {
  payment_method_id: number;
  lang: string;
  title: string;
  description: string | null;
}
export interface PaymentMethodCountryTable {
  payment_method_id: number;
  country_id: number;
  fee_taxed_cents: number;
  /** Offered in this country (issue 16; the method's own `active` switches it off everywhere). */
  active: Generated<Flag>;
  /** Its place in this country's list. */
  position: Generated<number>;
}
export type OrderStatus = 'not_paid' | 'paid' | 'processing' | 'sent' | 'delivered' | 'canceled' | 'refunded' | 'payment_error';
export type StaffRole = 'staff' | 'admin';
export interface ShopOrderTable {
  id: Generated<number>;
  ref: string;
  /** Issue 35: the company's reference for this order's invoice, given at the checkout (BT-10). */
  buyer_reference: string | null;
  customer_id: number;
  customer_email: string;
  cart_id: number | null;
  guest_identifier: string | null;
  status: OrderStatus;
  currency_code: string;
  country_id: number;
  locale: string;
  payment_method_id: number;
  payment_code: string;
  delivery_module_id: number;
  local_pickup_id: number | null;
  coupon_code: string | null;
  customer_note: string;
  is_complete_delivery: Flag;
  goods_cents: number;
  goods_taxed_cents: number;
  discount_cents: number;
  discount_taxed_cents: number;
  postage_cents: number;
  postage_taxed_cents: number;
  payment_fee_cents: number;
  payment_fee_taxed_cents: number;
  total_cents: number;
  total_taxed_cents: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  failed_at: string | null;
  canceled_at: string | null;
  /** Admin migration. */
  shipped_at: string | null;
  delivered_at: string | null;
  /** A prepayment as it arrived: amount (cents) and day (YYYY-MM-DD). */
  received_amount_cents: number | null;
  received_on: string | null;
  /** Gross cents refunded so far. */
  refunded_cents: Generated<number>;
  /** 'gross' (consumers) or 'net' (company and VAT-exempt customers), decision 014. */
  price_basis: Generated<'gross' | 'net'>;
  /** Refund-lines migration: 1 once a refund returned the delivery, the payment fee. */
  postage_refunded: Generated<Flag>;
  payment_fee_refunded: Generated<Flag>;
}
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number | null;
  pse_id: number | null;
  ref: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
  unit_price_taxed_cents: number;
  tax_rate_basis_points: number;
  line_cents: number;
  line_taxed_cents: number;
  url: string | null;
  image_url: string | null;
  /** Refund-lines migration: units refunded so far (at most `quantity`). */
  refunded_quantity: Generated<number>;
}
export interface OrderAddressTable {
  order_id: number;
  kind: 'invoice' | 'delivery';
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
}
export interface OrderStockReservationTable {
  order_id: number;
  pse_id: number;
  fulfilment_center_id: number;
  quantity: number;
  released_at: string | null;
}
export interface OrderNumberSequenceTable {
  year: number;
  last_value: number;
}
export interface CheckoutRequestTable {
  cart_id: number;
  idempotency_key: string;
  order_id: number | null;
  created_at: string;
}
export type PaymentStatus = 'pending' | 'captured' | 'failed' | 'canceled';
export interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  status: PaymentStatus;
  provider_session_id: string | null;
  redirect_url: string | null;
  /** Payment-session-claim migration: when a pay request began making this order's provider session. */
  session_claimed_at: string | null;
  amount_cents: number;
  currency_code: string;
  created_at: string;
  updated_at: string;
  /**
   * Payment-flags migration: the provider's own reference of the money taken, where the session
   * does not lead to it, in the adapter's format (Klarna's order id; Global Payments' PASREF and AUTHCODE).
   */
  provider_payment_ref: string | null;
}
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  type: string;
  order_id: number | null;
  received_at: string;
}
export type PaymentFlagReason = 'amount_mismatch' | 'paid_after_close';
export type PaymentFlagStatus = 'open' | 'refunding' | 'settled';
/** Payment-flags migration: money a provider took that could not make its order paid, until staff send it back. */
export interface PaymentFlagTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_session_id: string | null;
  provider_payment_ref: string | null;
  reason: PaymentFlagReason;
  amount_cents: number;
  currency_code: string;
  created_at: string;
  status: Generated<PaymentFlagStatus>;
  settled_method: 'provider' | 'manual' | null;
  provider_refund_id: string | null;
  settled_by: number | null;
  settled_at: string | null;
}
export type SandboxSessionStatus = 'open' | 'approved' | 'declined' | 'canceled' | 'expired';
export interface SandboxPaymentSessionTable {
  id: string;
  provider: string;
  merchant_reference: string;
  description: string;
  amount_cents: number;
  currency_code: string;
  status: SandboxSessionStatus;
  success_url: string;
  failure_url: string;
  created_at: string;
  decided_at: string | null;
  /** Order-admin migration: what the sandbox refunded of this session. */
  refunded_cents: Generated<number>;
}
/** Express checkout (issue 15): a wallet session started from the cart, for 30 minutes. */
export interface ExpressCheckoutTable {
  id: string;
  provider: string;
  provider_session_id: string;
  cart_id: number;
  /** The cart's amount when the payer went to the wallet (the wallet's estimate). */
  amount_cents: number;
  currency_code: string;
  /** The payer's data (JSON) once the wallet handed it back. */
  payer: string | null;
  /** The order placed with it: a session pays one order. */
  order_id: number | null;
  created_at: string;
  expires_at: string;
}
export type CommentStatus = 'pending' | 'approved' | 'rejected';
export interface ProductCommentTable {
  id: Generated<number>;
  product_id: number;
  pse_id: number | null;
  customer_id: number;
  author: string;
  rating: number;
  title: string;
  content: string;
  status: CommentStatus;
  verified_purchase: Flag;
  created_at: string;
  moderated_at: string | null;
}

/** Withdrawals migration: a declaration of withdrawal as received (§356a BGB). */
export interface WithdrawalDeclarationTable {
  id: Generated<number>;
  name: string;
  email: string;
  order_ref: string;
  order_id: number | null;
  items: string;
  message: string;
  locale: string;
  country_id: number;
  received_at: string;
  /** Admin migration: the inbox state. */
  processed_at: string | null;
  processed_note: string | null;
  processed_by: number | null;
}
export interface StaffSessionTable {
  /** SHA-256 of the cookie's token (hex). */
  token_hash: string;
  customer_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  /** status | mail | note | payment_received | shipment | refund | invoice */
  kind: string;
  from_status: string | null;
  to_status: string | null;
  detail_json: string | null;
  actor_id: number | null;
  created_at: string;
}
export interface OrderShipmentTable {
  order_id: number;
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  shipped_at: string;
}
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  amount_cents: number;
  method: 'provider' | 'manual';
  provider_refund_id: string | null;
  reason: Generated<string>;
  actor_id: number | null;
  created_at: string;
  /** Order-admin migration: pending while a provider is asked; the form's key (one refund per key). */
  status: Generated<'pending' | 'done'>;
  request_key: string | null;
  /** Refund-transfers migration: a refund by hand's payer IBAN, and when and by whom its transfer was sent. */
  payer_iban: Generated<string | null>;
  transfer_sent_at: Generated<string | null>;
  transfer_sent_by: Generated<number | null>;
  /** Refund-lines migration: what of the delivery and the payment fee this refund returned (gross). */
  postage_cents: Generated<number>;
  payment_fee_cents: Generated<number>;
}
/** Refund-lines migration: the units of an order line a refund returned, and whether to stock. */
export interface OrderRefundLineTable {
  refund_id: number;
  order_line_id: number;
  quantity: number;
  amount_cents: number;
  restock: Flag;
}
export interface DocumentNumberSeriesTable {
  series: string;
  last_value: number;
}
export interface InvoiceDocumentTable {
  id: Generated<number>;
  kind: 'invoice' | 'credit_note';
  number: string;
  order_id: number;
  refund_id: number | null;
  country_id: number;
  amount_cents: number;
  issued_at: string;
  delivery_date: string | null;
  /** Invoices migration: the seller (JSON) and the buyer's VAT id as they were at issue. */
  seller_json: string | null;
  buyer_vat_id: string | null;
  /** 1: the buyer bought without VAT (intra-community supply to a company in another EU country). */
  buyer_vat_exempt: Generated<number>;
  /** A correction (issue 34): the invoice this credit note cancels in full, or this invoice replaces. */
  corrects_id: number | null;
  /** Staff's reason for a correction, printed on both of its documents. */
  note: string | null;
  /** Issue 35: the buyer's reference at issue (BT-10), or null (the e-invoice names the order number). */
  buyer_reference: string | null;
}
/** An issued document's PDF as it was rendered at issue, with its SHA-256 (hex); never changed. */
export interface InvoiceDocumentFileTable {
  document_id: number;
  pdf: Uint8Array;
  sha256: string;
  created_at: string;
}
/** A Romanian document's report to RO e-Factura (issue 35); its state only moves forward. */
export interface EFacturaReportTable {
  document_id: number;
  state: 'waiting' | 'sent' | 'accepted' | 'rejected' | 'not_reported';
  due_on: string;
  upload_index: string | null;
  download_id: string | null;
  errors: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  claimed_until: string | null;
  uploaded_at: string | null;
  answered_at: string | null;
  signed_zip: Uint8Array | null;
  created_at: string;
}
/** The seller's ANAF OAuth tokens, encrypted; one row (id 1). */
export interface EFacturaTokenTable {
  id: number;
  access_token: string;
  refresh_token: string;
  access_expires_at: string;
  updated_at: string;
}
/** A staff member's authenticator secret (sealed); confirmed_at is null while enrolling. */
export interface StaffTotpTable {
  customer_id: number;
  secret: string;
  confirmed_at: string | null;
  last_step: Generated<number>;
  created_at: string;
}
/** One-time recovery codes of a staff member, as SHA-256 hashes. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  customer_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}
/** The step between a right password and the second factor: 'code' or 'enrol'. */
export interface StaffSignInChallengeTable {
  token_hash: string;
  customer_id: number;
  purpose: 'code' | 'enrol';
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
}
/** Staff's tags on an order (issue 36); never shown to the shopper. */
export interface OrderTagTable {
  order_id: number;
  tag: string;
  position: number;
}
/** Staff's tags on a customer (issue 36). */
export interface CustomerTagTable {
  customer_id: number;
  tag: string;
  position: number;
}
/** An internal note on a customer, as written (issue 36); never shown to the shopper. */
export interface CustomerNoteTable {
  id: Generated<number>;
  customer_id: number;
  text: string;
  actor_email: string;
  created_at: string;
}
/** A document's e-invoice as issued (EN 16931 XML), never changed. */
export interface InvoiceDocumentEInvoiceTable {
  document_id: number;
  syntax: 'cius-ro' | 'xrechnung-cii';
  xml: string;
  sha256: string;
  created_at: string;
}
/** A receipt of money for an order, or the reversal of one (negative, naming the entry it reverses). */
export interface OrderPaymentEntryTable {
  id: Generated<number>;
  order_id: number;
  amount_cents: number;
  /** The day the money arrived (YYYY-MM-DD, the shop country's day). */
  received_on: string;
  /** prepayment, cash_on_delivery (the order's payment kind when it was booked). */
  method: string;
  reference: string | null;
  reverses_id: number | null;
  /** receipt, reversal (of the entry reverses_id names), pay_back (money over the total sent back). */
  kind: ColumnType<'receipt' | 'reversal' | 'pay_back', 'receipt' | 'reversal' | 'pay_back' | undefined, never>;
  request_key: string | null;
  note: string | null;
  actor_id: number | null;
  created_at: string;
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
  price_schedule: PriceScheduleTable;
  product_image: ProductImageTable;
  product_document: ProductDocumentTable;
  banner_image: BannerImageTable;
  fulfilment_center: FulfilmentCenterTable;
  transfer_upload: TransferUploadTable;
  pse_stock: PseStockTable;
  stock_movement: StockMovementTable;
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
  staff_session: StaffSessionTable;
  order_tag: OrderTagTable;
  customer_tag: CustomerTagTable;
  customer_note: CustomerNoteTable;
  staff_totp: StaffTotpTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_sign_in_challenge: StaffSignInChallengeTable;
  audit_log: AuditLogTable;
  order_event: OrderEventTable;
  order_shipment: OrderShipmentTable;
  order_refund: OrderRefundTable;
  order_refund_line: OrderRefundLineTable;
  document_number_series: DocumentNumberSeriesTable;
  invoice_document: InvoiceDocumentTable;
  invoice_document_file: InvoiceDocumentFileTable;
  invoice_document_einvoice: InvoiceDocumentEInvoiceTable;
  efactura_report: EFacturaReportTable;
  efactura_token: EFacturaTokenTable;
  address: AddressTable;
  mail_outbox: MailOutboxTable;
  mail_attachment: MailAttachmentTable;
  product_safety: ProductSafetyTable;
  cart: CartTable;
  cart_item: CartItemTable;
  coupon: CouponTable;
  coupon_usage: CouponUsageTable;
  delivery_module: DeliveryModuleTable;
  delivery_module_i18n: DeliveryModuleI18nTable;
  delivery_module_country: DeliveryModuleCountryTable;
  postage_rule: PostageRuleTable;
  payment_method: PaymentMethodTable;
  payment_method_i18n: PaymentMethodI18nTable;
  payment_method_country: PaymentMethodCountryTable;
  shop_order: ShopOrderTable;
  order_payment_entry: OrderPaymentEntryTable;
  order_line: OrderLineTable;
  order_address: OrderAddressTable;
  order_stock_reservation: OrderStockReservationTable;
  order_number_sequence: OrderNumberSequenceTable;
  checkout_request: CheckoutRequestTable;
  order_payment: OrderPaymentTable;
  payment_event: PaymentEventTable;
  payment_flag: PaymentFlagTable;
  sandbox_payment_session: SandboxPaymentSessionTable;
  express_checkout: ExpressCheckoutTable;
  product_comment: ProductCommentTable;
  password_reset_token: PasswordResetTokenTable;
  email_change_token: EmailChangeTokenTable;
  newsletter_subscription: NewsletterSubscriptionTable;
  rate_limit_hit: RateLimitHitTable;
  rate_limit_subject: RateLimitSubjectTable;
  job_lease: JobLeaseTable;
  guest_order_link: GuestOrderLinkTable;
  newsletter_unsubscribe_link: NewsletterUnsubscribeLinkTable;
  withdrawal_declaration: WithdrawalDeclarationTable;
}
