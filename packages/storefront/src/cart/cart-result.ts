// What a cart action answers the page or the fetcher that posted it.
export type CartIntent = 'add' | 'update' | 'increase' | 'remove-one' | 'delete' | 'clear' | 'coupon' | 'fulfilment' | 'item';

/** Why a coupon was not taken: no such code, a code that does not apply to this cart, or a failed call. */
export type CouponError = 'unknown_code' | 'not_applicable' | 'failed';

export type CartActionResult = {
  intent: CartIntent;
  ok: boolean;
  count: number;
  couponError?: CouponError;
  /** The code now on the cart, and the one it replaced (one coupon per order). */
  couponApplied?: { code: string; replaced: string | null };
};

/** A variant a cart line may change to ("update item"): its sale element, "colour, size" and stock. */
export type LineVariant = { pseId: number; label: string; stock: number };
