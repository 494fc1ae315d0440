// Delivery methods per country and what they cost for a cart (spec sections 3, 4, 7).
import { chargedAmount, netFromGross, quotePostage, type PostageQuote } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { type CartSummary, discountedGoodsTaxed } from '../cart/index.ts';
import { activeDeliveryModuleRows, activePickupPoints, deliveryCountryFees, postageRules } from './delivery-repository.ts';

export type DeliveryModule = { id: number; code: string; position: number; isLocalPickup: boolean; title: string; description: string | null };

/** The methods that deliver to a country, by position; pickup only where a pickup point is open. */
export async function activeDeliveryModules(db: Db, countryId: number, lang: string): Promise<DeliveryModule[]> {
  const [rows, pickupPoints] = await Promise.all([activeDeliveryModuleRows(db, countryId, lang), activePickupPoints(db, countryId)]);
  return rows
    .filter((row) => row.is_local_pickup === 0 || pickupPoints.length > 0)
    .map((row) => ({
      id: row.id,
      code: row.code,
      position: row.position,
      isLocalPickup: row.is_local_pickup === 1,
      title: row.title ?? row.code,
      description: row.description,
    }));
}

/** An active method for the country, or a validation error naming the field. */
export async function deliveryModuleFor(db: Db, moduleId: number, countryId: number, lang: string): Promise<DeliveryModule> {
  const module = (await activeDeliveryModules(db, countryId, lang)).find((candidate) => candidate.id === moduleId);
  if (!module) throw notDeliveredThere();
  return module;
}

export type PostageAmounts = { cents: number; taxedCents: number; kind: Extract<PostageQuote, { ok: true }>['kind'] };

/**
 * The postage of a cart: net and what the buyer pays (gross, or net for VAT-exempt buyers), in
 * the country's currency.
 */
export async function postageFor(
  db: Db,
  input: {
    module: DeliveryModule;
    countryId: number;
    stateId: number | null;
    vatRate: number;
    vatExempt: boolean;
    weightGrams: number;
    hasFreight: boolean;
    goodsCents: number;
    freeShippingCoupon: boolean;
  },
): Promise<PostageAmounts> {
  const [country, rules] = await Promise.all([deliveryCountryFees(db, input.module.id, input.countryId), postageRules(db, input.module.id, input.countryId)]);
  const quote = quotePostage({
    isLocalPickup: input.module.isLocalPickup,
    country: country ? { freeFromTaxedCents: country.free_from_taxed_cents, freightFeeTaxedCents: country.freight_fee_taxed_cents } : null,
    rules: rules.map((rule) => ({
      stateId: rule.state_id,
      minWeightGrams: rule.min_weight_grams,
      maxWeightGrams: rule.max_weight_grams,
      priceTaxedCents: rule.price_taxed_cents,
    })),
    stateId: input.stateId,
    weightGrams: input.weightGrams,
    hasFreight: input.hasFreight,
    goodsCents: input.goodsCents,
    freeShippingCoupon: input.freeShippingCoupon,
  });
  if (!quote.ok) {
    throw quote.reason === 'too_heavy'
      ? new AppError('validation_failed', {
          message: 'This order is too heavy for this delivery method.',
          fields: [{ path: 'delivery_module_id', message: 'This order is too heavy for this delivery method.' }],
        })
      : notDeliveredThere();
  }
  const cents = netFromGross(quote.taxedCents, input.vatRate);
  return { cents, taxedCents: chargedAmount(quote.taxedCents, input.vatRate, input.vatExempt), kind: quote.kind };
}

function notDeliveredThere(): AppError {
  const message = 'This delivery method does not deliver to this country.';
  return new AppError('validation_failed', { message, fields: [{ path: 'delivery_module_id', message }] });
}

/**
 * The postage of a priced cart with a delivery method, to a state of the summary's country: the
 * weight, freight, goods after the coupon and a free-shipping coupon all come from the summary.
 */
export function postageOfSummary(db: Db, summary: CartSummary, options: { module: DeliveryModule; stateId: number | null }): Promise<PostageAmounts> {
  return postageFor(db, {
    module: options.module,
    countryId: summary.country.id,
    stateId: options.stateId,
    vatRate: summary.country.vatRate,
    vatExempt: summary.buyer?.excludeVat ?? false,
    weightGrams: summary.weightGrams,
    hasFreight: summary.hasFreight,
    goodsCents: discountedGoodsTaxed(summary),
    freeShippingCoupon: summary.coupon?.ok === true && summary.coupon.freeShipping,
  });
}
