// What a cart action answers the page or the fetcher that posted it.
export type CartIntent = 'add' | 'update' | 'increase' | 'remove-one' | 'delete' | 'clear' | 'coupon' | 'coupon-remove' | 'fulfilment' | 'item';

/**
 * Why a coupon was not taken: no such code, a code that does not apply to this cart, too many codes
 * tried (429), or a failed call; `reason` and its amounts when the back office named them (issue 37).
 */
export type CouponError = 'unknown_code' | 'not_applicable' | 'failed' | 'too_many';
export type CouponRefusal = {
  /** The back office's reason (contract couponRefusalReasons), when it named one. */
  reason: string | null;
  code: string;
  minOrderCents?: number | undefined;
  day?: string | undefined;
  /** worse_than_current: the coupon on the cart and what each saves. */
  current?: string | undefined;
  currentSavingCents?: number | undefined;
  savingCents?: number | undefined;
};

export type CartActionResult = {
  intent: CartIntent;
  ok: boolean;
  count: number;
  couponError?: CouponError;
  couponRefusal?: CouponRefusal;
  /** The coupon was taken off. */
  couponRemoved?: boolean;
  /** The code now on the cart, and the one it replaced (one coupon per order). */
  couponApplied?: { code: string; replaced: string | null };
};

/** A variant a cart line may change to ("update item"): its sale element, "colour, size" and stock. */
export type LineVariant = { pseId: number; label: string; stock: number };
