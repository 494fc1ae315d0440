// What a cart action answers the page or the fetcher that posted it.
export type CartIntent = 'add' | 'update' | 'increase' | 'remove-one' | 'delete' | 'clear' | 'coupon';

export type CartActionResult = { intent: CartIntent; ok: boolean; count: number; couponError?: boolean };
