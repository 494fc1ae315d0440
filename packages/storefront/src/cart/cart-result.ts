// What a cart action answers the page or the fetcher that posted it.
export type CartIntent = 'add' | 'update' | 'increase' | 'remove-one' | 'delete' | 'clear' | 'coupon' | 'fulfilment' | 'item';

/** Why a coupon was not taken: no such code, a code that does not apply to this cart, too many codes tried (429), or a failed call. */
export type CouponError = 'unknown_code' | 'not_applicable' | 'failed' | 'too_many';

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
